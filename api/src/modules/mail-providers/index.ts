export { createMailboxAdapters } from './mailbox-adapters.factory';
export { createConfiguredEngine, createProcessDelivery } from './process-delivery.factory';
