// Speeds up jsdom's getComputedStyle over antd's CSS-in-JS without changing its answers (see
// jest-front-end.environment.cjs for why it matters).
//
// getComputedStyle asks its selector engine, rule by rule, whether the element matches; antd puts about 1,500 rules in
// the document and nearly all of them name a class on the element itself (`.ant-btn-primary:hover`). `withClassCheck`
// answers "no" at once when the element lacks a class (or tag) that every alternative of the selector requires of
// the element itself, and asks the engine otherwise. Whatever the check cannot read (quotes, escapes, namespaces,
// non-ASCII) goes to the engine unchanged.

const COMBINATOR = /[\s>+~]/;

/** Removes bracketed and parenthesised groups, which may hold classes the element need not have (`:not(.a)`). */
function stripGroups(text) {
  let out = '';
  let depth = 0;
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) out += char;
  }
  return depth === 0 ? out : null;
}

/** Splits at commas outside brackets; returns each alternative's last compound (after its last combinator). */
function subjectCompounds(selector) {
  const alternatives = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= selector.length; i += 1) {
    const char = selector[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && (char === ',' || char === undefined)) {
      alternatives.push(selector.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  return alternatives.map((alternative) => {
    let compoundStart = 0;
    for (let i = 0, level = 0; i < alternative.length; i += 1) {
      const char = alternative[i];
      if (char === '(' || char === '[') level += 1;
      else if (char === ')' || char === ']') level -= 1;
      else if (level === 0 && COMBINATOR.test(char)) compoundStart = i + 1;
    }
    return alternative.slice(compoundStart);
  });
}

/** What each alternative demands of the element itself: `{ tag, classes }`, or null when nothing can be read. */
function requirementsOf(selector) {
  if (typeof selector !== 'string' || !/^[\x20-\x7e\s]*$/.test(selector) || /["'\\|&@%]/.test(selector)) return null;
  const compounds = subjectCompounds(selector);
  if (!compounds) return null;
  const alternatives = [];
  for (const compound of compounds) {
    const bare = stripGroups(compound);
    if (!bare) return null; // an empty subject (`:is(...)` alone, a trailing combinator): no requirement to read
    const tag = /^[a-zA-Z][\w-]*/.exec(bare)?.[0]?.toLowerCase();
    const classes = [...bare.matchAll(/\.([\w-]+)(?=$|[.#:])/g)].map((match) => match[1]);
    if (bare.includes('.') && classes.length !== (bare.match(/\./g) ?? []).length) return null;
    if (!tag && classes.length === 0) return null; // `*`, `:root`, `#id`: every element may match
    alternatives.push({ tag, classes });
  }
  return alternatives.length > 0 ? alternatives : null;
}

/** Reads an element through its DOM interface; the environment passes faster readers of jsdom's own objects. */
const domReaders = {
  classOf: (element) => element.getAttribute('class') ?? '',
  localNameOf: (element) => element.localName,
};

/** Wraps a selector engine's `match(selector, element)` with the class check above. */
function withClassCheck(match, { classOf, localNameOf } = domReaders) {
  const plans = new Map();
  let lastElement = null;
  let lastLocalName = '';
  let lastClassAttribute = null;
  let lastClasses = new Set();
  return function matchWithClassCheck(selector, element, callback) {
    let plan = plans.get(selector);
    if (plan === undefined) {
      plan = requirementsOf(selector);
      plans.set(selector, plan);
    }
    if (plan && element) {
      if (element !== lastElement) {
        lastElement = element;
        lastLocalName = String(localNameOf(element)).toLowerCase();
      }
      const classAttribute = classOf(element);
      if (classAttribute !== lastClassAttribute) {
        lastClassAttribute = classAttribute;
        lastClasses = new Set(classAttribute.split(/[\t\n\f\r ]+/));
      }
      let possible = false;
      for (const { tag, classes } of plan) {
        if ((tag === undefined || tag === lastLocalName) && classes.every((name) => lastClasses.has(name))) {
          possible = true;
          break;
        }
      }
      if (!possible) return false;
    }
    return match.call(this, selector, element, callback);
  };
}

module.exports = { withClassCheck, requirementsOf };
