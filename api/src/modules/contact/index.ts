// Public face of the contact module: contacts, their campaign emails and loaders.
export { contactResolvers } from './contact.resolvers';
export { createContactLoaders } from './contact.loaders';
export * from './contact.service';
