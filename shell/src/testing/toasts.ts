import { waitFor } from '@testing-library/react';

/** Waits for a toast (shared-ui's host) with exactly this title and description. */
export async function findToast(title: string, description: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    const notices = [...document.querySelectorAll<HTMLElement>('.sui-toast')];
    found = notices.find(
      (notice) =>
        notice.querySelector('.sui-toast__title')?.textContent === title &&
        notice.querySelector('.sui-toast__description')?.textContent === description,
    );
    expect(found).toBeDefined();
  });
  return found!;
}
