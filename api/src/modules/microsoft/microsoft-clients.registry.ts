// One set of Microsoft clients per configuration, so the consent routes, the resolvers and the engine of one process
// share the HTTPS client and the authority's metadata (read once).
import type { MicrosoftConfig } from '../../config/microsoft.config';
import { createMicrosoftClients, type MicrosoftClients } from './microsoft-mailbox.adapter';

const clientsByConfig = new WeakMap<MicrosoftConfig, MicrosoftClients>();

export function microsoftClientsFor(microsoft: MicrosoftConfig): MicrosoftClients {
  let clients = clientsByConfig.get(microsoft);
  if (!clients) {
    clients = createMicrosoftClients(microsoft);
    clientsByConfig.set(microsoft, clients);
  }
  return clients;
}
