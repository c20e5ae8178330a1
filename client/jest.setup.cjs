// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// Drafts are sealed with WebCrypto (decision 152), which jsdom lacks: Node's is the browser's API.
Object.defineProperty(globalThis, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });

require('@testing-library/jest-dom');

// jsdom has no layout, so scrolling is a no-op rather than a "not implemented" error.
globalThis.scrollTo = () => {};

// Pages are lazy chunks, and the first visit in a test file compiles one on the spot: on a loaded
// 2-core machine that took over the default 1 s. The findBy… queries still require what they ask
// for; they only wait longer before giving up.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// Drafts live in IndexedDB, which jsdom lacks: an in-memory IndexedDB stands in for the browser's.
require('fake-indexeddb/auto');
/* global afterEach */
// Each test starts with no drafts on the "device".
afterEach(() => {
  const { clear, createStore } = require('idb-keyval');
  return clear(createStore('three-act-drafts', 'drafts'));
});

// React 19 builds `new FormData(form)` when a form's submit starts a transition (a router
// navigation, as a search form does). jest-fixed-jsdom's FormData is Node's, which cannot read a
// jsdom form, so it is filled from the form's named fields here, as a browser would.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class FormData extends NodeFormData {
  constructor(form) {
    super();
    for (const field of form?.elements ?? []) {
      if (field.name && !field.disabled) this.append(field.name, field.value);
    }
  }
};
