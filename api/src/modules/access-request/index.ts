// Public face of the access-request module: the public raiseAccessRequest mutation.
export { accessRequestResolvers } from './access-request.resolvers';
