// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

require('@testing-library/jest-dom');

// jsdom has no layout, so scrolling is a no-op rather than a "not implemented" error.
window.scrollTo = () => {};
