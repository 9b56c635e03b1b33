// Before a candidate is revealed their identity stays hidden (product.md §3: name, email, phone and LinkedIn masked).

const MASK = '•';

/** 'Sarah Chen' -> 'S•••• C•••' */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => (part ? `${part[0]}${MASK.repeat(Math.max(part.length - 1, 3))}` : part))
    .join(' ');
}

/** 'sarah.chen@example.com' -> 's•••••@•••••.com' */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const tld = domain.includes('.') ? domain.slice(domain.lastIndexOf('.')) : '';
  return `${local.slice(0, 1)}${MASK.repeat(5)}@${MASK.repeat(5)}${tld}`;
}

/** Keeps the last two digits: '+1 (415) 555-0142' -> '+• (•••) •••-••42' */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > digits - 2 ? digit : MASK;
  });
}
