/** A minimal cookie jar for tests: keeps name=value pairs from Set-Cookie, drops expired ones. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Stores the response's cookies; returns the raw Set-Cookie lines for assertions. */
  store(response: Response): string[] {
    const lines = response.headers.getSetCookie();
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(attributeValue).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return lines;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
