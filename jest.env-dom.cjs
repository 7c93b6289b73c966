/**
 * jsdom without the web platform globals Node already has (fetch, TextEncoder, streams…):
 * ky and the cart sync use them, so component tests get Node's real ones. Not MessageChannel:
 * React's scheduler would hold its port open and jest would never exit.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData',
  'ReadableStream', 'WritableStream', 'TransformStream', 'Blob', 'structuredClone',
  'AbortController', 'AbortSignal',
];

module.exports = class DomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
};
