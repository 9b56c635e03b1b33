// The read models the api and the mocks share: pure builders over source shapes in contracts' vocabulary. The api
// is "SQL -> source -> build", the mocks "fixtures -> source -> build"; neither keeps a copy of the rule.
export * from './timeline.builder';
export * from './company-reply-time.builder';
export * from './reply-note.builder';
export * from './search-summary.builder';
export * from './campaign-figures.builder';
