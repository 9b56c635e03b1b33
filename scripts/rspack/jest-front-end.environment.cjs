// jest-fixed-jsdom with jsdom's selector engine given unbounded caches of compiled selectors, and a class check in
// front of the engine that getComputedStyle uses (jest-css-match.util.cjs). Neither changes what any query answers.
//
// Why: jsdom's getComputedStyle (used by antd's auto-sized TextArea, Testing Library's role queries and user-event's
// pointer-events check) matches every CSS rule in the document against the element through nwsapi. nwsapi keeps its
// compiled selectors in a least-recently-used cache of 1000 entries; antd's CSS-in-JS puts more rules than that in
// the document, so each call walks past the cache's end and compiles every selector again. A compiled selector
// depends on the selector text only (older nwsapi releases cached them without a bound), so an unbounded cache gives
// the same answers without the recompiling.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
const { getAttributeValue } = require('jsdom/lib/jsdom/living/attributes');
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils');
const { withClassCheck } = require('./jest-css-match.util.cjs');

/** Replaces the methods of one of nwsapi's bounded caches with a Map's. */
function unbound(cache) {
  const map = new Map();
  cache.get = (key) => map.get(key);
  cache.set = (key, value) => {
    map.set(key, value);
  };
  cache.has = (key) => map.has(key);
  cache.clear = () => map.clear();
}

class FrontEndEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    const { window } = this.dom;
    // jsdom creates its two engines on first use: one for getComputedStyle, one for querySelector and matches.
    window.getComputedStyle(window.document.documentElement);
    window.document.querySelector('html');
    const document = implForWrapper(window.document);
    for (const engine of [document._nwsapiDontThrow, document._nwsapi]) {
      if (!engine) continue;
      for (const cache of [engine.matchLambdas, engine.selectLambdas, engine.matchResolvers, engine.selectResolvers])
        if (cache && typeof cache.get === 'function') unbound(cache);
    }
    // Only the engine behind getComputedStyle; class names are case-sensitive outside quirks mode.
    const styleEngine = document._nwsapiDontThrow;
    if (typeof styleEngine?.match === 'function' && window.document.compatMode === 'CSS1Compat')
      styleEngine.match = withClassCheck(styleEngine.match, {
        // jsdom's own element objects: the same values as getAttribute('class') and localName, without the DOM layer.
        classOf: (element) => getAttributeValue(implForWrapper(element), 'class'),
        localNameOf: (element) => implForWrapper(element)._localName,
      });
  }
}

module.exports = FrontEndEnvironment;
