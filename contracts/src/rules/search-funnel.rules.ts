// One rate for the home page (product.md §11, "A picture of the search"): the 'Response Rate' figure and the funnel's
// 'Replies ... % of applications' are the same share of the same count, so the two can never disagree.

/** A stage's share of the applications, as a whole percent (0 with no applications). */
export function shareOfApplicationsPercent(count: number, applications: number): number {
  return applications === 0 ? 0 : Math.round((count / applications) * 100);
}
