// Jest stand-in for CSS imports (rspack handles them in real builds; jsdom tests have no use for styles).
module.exports = {};
