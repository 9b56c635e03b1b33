// Public face of the sequence module: a campaign's steps and attachments (createEmailSequence and friends).
export { sequenceResolvers } from './sequence.resolvers';
export { createSequenceLoaders } from './sequence.loaders';
