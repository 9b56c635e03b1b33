// schema.org JobPosting out of a page's JSON-LD blocks: the first node whose @type is (or includes) JobPosting, in
// a block, an array of them or an @graph, looked for to a bounded depth and node count. Each field is read by hand:
// a value of the wrong shape is left out, never trusted.
import { JOB_POSTING_BOUNDS } from 'contracts';
import { encodedHtmlToText } from './html-text.util';
import { companyDomainOf, companyOf, isoDateTime, joinLocation, locationOf, roleOf } from './posting-fields.util';

type Json = Record<string, unknown>;

export interface JsonLdPosting {
  role: string | null;
  company: string | null;
  companyDomain: string | null;
  location: string | null;
  remote: boolean | null;
  datePosted: string | null;
  validThrough: string | null;
  validThroughRaw: unknown;
  text: string;
}

const MAX_DEPTH = 4;
const MAX_NODES = 500;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, 50) : value === undefined ? [] : [value]);

function isJobPosting(node: Json): boolean {
  return asList(node['@type']).some((type) => typeof type === 'string' && type.replace(/^.*[/#:]/, '') === 'JobPosting');
}

/** The first JobPosting node, breadth first through arrays and @graph. */
export function findJobPosting(blocks: string[]): Json | null {
  const queue: Array<{ value: unknown; depth: number }> = [];
  for (const block of blocks) {
    try {
      queue.push({ value: JSON.parse(block) as unknown, depth: 0 });
    } catch {
      // a broken block is skipped; the page may have another
    }
  }
  for (let seen = 0; queue.length > 0 && seen < MAX_NODES; seen += 1) {
    const { value, depth } = queue.shift()!;
    if (isObject(value) && isJobPosting(value)) return value;
    if (depth >= MAX_DEPTH) continue;
    const children = Array.isArray(value) ? value : isObject(value) ? asList(value['@graph']) : [];
    for (const child of children.slice(0, 100)) queue.push({ value: child, depth: depth + 1 });
  }
  return null;
}

function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return isObject(value) && typeof value.name === 'string' ? value.name : null;
}

function addressLine(place: unknown): string | null {
  if (!isObject(place)) return null;
  const address = place.address;
  if (typeof address === 'string') return locationOf(address);
  if (!isObject(address)) return locationOf(place.name);
  return joinLocation([address.addressLocality, address.addressRegion, nameOf(address.addressCountry)]);
}

function locationFrom(node: Json, remote: boolean): string | null {
  const places = asList(node.jobLocation)
    .map(addressLine)
    .filter((line): line is string => line !== null);
  if (places.length > 0) return locationOf(places.slice(0, 5).join('; '));
  const allowed = asList(node.applicantLocationRequirements)
    .map(nameOf)
    .filter((name): name is string => !!name);
  if (allowed.length > 0) return locationOf(`${remote ? 'Remote: ' : ''}${allowed.slice(0, 5).join(', ')}`);
  return remote ? 'Remote' : null;
}

function organizationDomain(organization: unknown): string | null {
  if (!isObject(organization)) return null;
  for (const candidate of [...asList(organization.sameAs), organization.url]) {
    const domain = companyDomainOf(candidate);
    if (domain) return domain;
  }
  return null;
}

/** The fields the product reads from a JobPosting node. */
export function readJsonLdPosting(node: Json): JsonLdPosting {
  const remote = asList(node.jobLocationType).some((type) => typeof type === 'string' && type.toUpperCase() === 'TELECOMMUTE');
  const description = typeof node.description === 'string' ? node.description : '';
  return {
    role: roleOf(node.title),
    company: companyOf(nameOf(node.hiringOrganization)),
    companyDomain: organizationDomain(node.hiringOrganization),
    location: locationFrom(node, remote),
    remote: remote ? true : null,
    datePosted: isoDateTime(node.datePosted),
    validThrough: isoDateTime(node.validThrough),
    validThroughRaw: node.validThrough,
    text: encodedHtmlToText(description, JOB_POSTING_BOUNDS.text),
  };
}
