// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

require('@testing-library/jest-dom');

// jsdom has no layout, so scrolling is a no-op rather than a "not implemented" error.
globalThis.scrollTo = () => {};

// Pages are lazy chunks, and the first visit in a test file compiles one on the spot: on a loaded
// 2-core machine that took over the default 1 s. The findBy… queries still require what they ask
// for; they only wait longer before giving up.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
