// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

require('@testing-library/jest-dom');

// jsdom has no layout, so scrolling is a no-op rather than a "not implemented" error.
globalThis.scrollTo = () => {};
