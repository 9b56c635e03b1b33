import { Router } from 'express';
import { CONSUMER_TENANT_ID } from './accounts';
import type { MicrosoftContext } from './microsoft-context';

/** The issuer's tenant part: common/organizations answer the `{tenantid}` template, consumers its fixed id. */
function issuerTenant(tenant: string): string {
  const lower = tenant.toLowerCase();
  if (lower === 'consumers') return CONSUMER_TENANT_ID;
  return lower === 'common' || lower === 'organizations' ? '{tenantid}' : tenant;
}

/** OpenID Connect discovery (what MSAL's authority reads), signing keys, and AAD instance discovery. */
export function createDiscoveryRouter(context: MicrosoftContext): Router {
  const router = Router();

  router.get('/:tenant/v2.0/.well-known/openid-configuration', (req, res) => {
    const base = context.baseUrl();
    const { tenant } = req.params;
    res.json({
      token_endpoint: `${base}/${tenant}/oauth2/v2.0/token`,
      token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
      jwks_uri: `${base}/${tenant}/discovery/v2.0/keys`,
      response_modes_supported: ['query', 'fragment', 'form_post'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      issuer: `${base}/${issuerTenant(tenant)}/v2.0`,
      request_uri_parameter_supported: false,
      userinfo_endpoint: `${base}/oidc/userinfo`,
      authorization_endpoint: `${context.browserUrl()}/${tenant}/oauth2/v2.0/authorize`,
      device_authorization_endpoint: `${base}/${tenant}/oauth2/v2.0/devicecode`,
      http_logout_supported: true,
      frontchannel_logout_supported: true,
      end_session_endpoint: `${base}/${tenant}/oauth2/v2.0/logout`,
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'preferred_username', 'name', 'tid', 'ver', 'email', 'oid'],
      kerberos_endpoint: `${base}/${tenant}/kerberos`,
      tenant_region_scope: null,
      cloud_instance_name: 'microsoftonline.com',
      cloud_graph_host_name: 'graph.windows.net',
      msgraph_host: 'graph.microsoft.com',
      rbac_url: 'https://pas.windows.net',
    });
  });

  // The stand-in signs nothing (id_tokens are alg "none", see id-token.ts).
  router.get('/:tenant/discovery/v2.0/keys', (_req, res) => {
    res.json({ keys: [] });
  });

  router.get('/common/discovery/instance', (_req, res) => {
    const base = context.baseUrl();
    const host = new URL(base).host;
    res.json({
      tenant_discovery_endpoint: `${base}/{tenant}/v2.0/.well-known/openid-configuration`,
      'api-version': '1.1',
      metadata: [{ preferred_network: host, preferred_cache: host, aliases: [host] }],
    });
  });

  return router;
}
