// The MSAL confidential client both Microsoft flows use (Connect Outlook's consent and refresh, sign-in): on the
// `common` authority, its OpenID metadata read once per process, a new client (empty cache) per call.
import { ConfidentialClientApplication } from '@azure/msal-node';
import { msalNetworkClient, type MicrosoftHttps } from './microsoft-https.client';
import { MicrosoftOAuthError, toMicrosoftOAuthError } from './microsoft-oauth.error';

export interface MsalAppSettings {
  clientId: string;
  clientSecret: string;
  /** The identity platform's origin (`https://login.microsoftonline.com`, or the stand-in's). */
  loginUrl: string;
  https: MicrosoftHttps;
  /** Whether `https` trusts an extra CA (then MSAL must use it too; otherwise MSAL's own fetch is used). */
  customCa: boolean;
}

export class MsalAppSource {
  private readonly authority: string;
  private metadata: Promise<string> | undefined;

  constructor(private readonly settings: MsalAppSettings) {
    this.authority = `${settings.loginUrl}/common`;
  }

  /** A client on an empty cache (one per call), given the authority's metadata read once per process. */
  async client(): Promise<ConfidentialClientApplication> {
    const { clientId, clientSecret, loginUrl, https, customCa } = this.settings;
    return new ConfidentialClientApplication({
      auth: {
        clientId,
        clientSecret,
        authority: this.authority,
        // MSAL's instance discovery otherwise asks the real login.microsoftonline.com about any other host.
        knownAuthorities: [new URL(loginUrl).host],
        authorityMetadata: await this.authorityMetadata(),
      },
      // Our engine owns retries: a token call is made once.
      system: { disableInternalRetries: true, ...(customCa ? { networkClient: msalNetworkClient(https) } : {}) },
    });
  }

  /** The authority's OpenID configuration, read once per process (MSAL would read it for every new client). */
  private authorityMetadata(): Promise<string> {
    this.metadata ??= this.settings.https
      .send(`${this.authority}/v2.0/.well-known/openid-configuration`)
      .then((answer) => {
        if (answer.status !== 200)
          throw new MicrosoftOAuthError('token-endpoint', `openid-configuration answered ${answer.status}`);
        return answer.text;
      })
      .catch((error: unknown) => {
        this.metadata = undefined;
        throw toMicrosoftOAuthError(error, false);
      });
    return this.metadata;
  }
}
