import { waitFor } from '@testing-library/react';

/** Waits for an antd notification (rendered in a portal) with exactly this title and description. */
export async function findToast(title: string, description: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    const notices = [...document.querySelectorAll<HTMLElement>('.ant-notification-notice')];
    found = notices.find(
      (notice) =>
        notice.querySelector('.ant-notification-notice-title')?.textContent === title &&
        notice.querySelector('.ant-notification-notice-description')?.textContent === description,
    );
    expect(found).toBeDefined();
  });
  return found!;
}
