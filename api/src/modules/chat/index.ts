// Public face of the chat module: the Reply Engine conversation kept per user on the server (see README.md).
export { chatResolvers } from './chat.resolvers';
