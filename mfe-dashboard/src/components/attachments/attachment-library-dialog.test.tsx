import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DELETE_FILE_ANYWAY,
  DELETE_FILE_CONFIRM_TEXT,
  attachmentInUse,
  deleteFileConfirmTitle,
  fileDeleted,
  fileDeletedAndDetached,
} from 'contracts';
import { createMockBackend, createMockData, type MockData } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(60_000);

// antd's Modal measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom lacks.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server } = setupDashboardTests();
const NOW = new Date('2025-06-02T14:00:00.000Z');

/** Only the third email of "Follow up with Jordan" (still scheduled) carries the cover letter. */
function dataWithCoverLetterOnEmail3(): MockData {
  const data = createMockData();
  for (const step of data.steps) {
    step.attachmentIds = step.campaignId === 101 && step.position === 3 ? [3] : [];
  }
  return data;
}

function openLibrary(data: MockData, emailNumber: number) {
  const backend = createMockBackend({ now: () => NOW, data });
  server.use(...backend.handlers);
  renderDashboard([
    '/dashboard/campaigns',
    {
      pathname: '/dashboard/campaigns/101/email-sequences',
      search: '?contactId=201&step=sequence',
      state: { contact: { id: 201, firstName: 'Jordan' }, campaign: { id: 101 }, fromContactFlow: true },
    },
  ]);
  return {
    backend,
    async dialog() {
      const email = await screen.findByRole('region', { name: `Email ${emailNumber}` });
      await userEvent.click(within(email).getByRole('button', { name: 'Add attachment' }));
      return screen.findByRole('dialog', { name: /Attachment Library/ });
    },
  };
}

const confirmDialog = (title: string) =>
  screen.findAllByRole('dialog').then((dialogs) => {
    const found = dialogs.find((d) => within(d).queryAllByText(title).length > 0);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });

describe('deleting a file from the attachment library', () => {
  it('deletes an unused file after one confirm; the list no longer shows it', async () => {
    const { backend, dialog } = openLibrary(dataWithCoverLetterOnEmail3(), 1);
    const library = await dialog();
    await userEvent.click(await within(library).findByRole('button', { name: 'Delete Portfolio_Case_Study.pdf' }));
    const confirm = await confirmDialog(deleteFileConfirmTitle('Portfolio_Case_Study.pdf'));
    expect(within(confirm).getByText(DELETE_FILE_CONFIRM_TEXT)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(fileDeleted('Portfolio_Case_Study.pdf'))).toBeInTheDocument();
    await waitFor(() => expect(within(library).queryByText('Portfolio_Case_Study.pdf')).not.toBeInTheDocument());
    expect(backend.state.data.attachments.map((a) => a.fileName)).not.toContain('Portfolio_Case_Study.pdf');
  });

  it('names the sequence of an unsent email before deleting; confirmed, the file leaves that email too', async () => {
    const { backend, dialog } = openLibrary(dataWithCoverLetterOnEmail3(), 3);
    const email3 = await screen.findByRole('region', { name: 'Email 3' });
    expect(within(email3).getByText(/Cover_Letter_Acme\.docx/)).toBeInTheDocument();
    const library = await dialog();
    await userEvent.click(await within(library).findByRole('button', { name: 'Delete Cover_Letter_Acme.docx' }));
    const first = await confirmDialog(DELETE_FILE_CONFIRM_TEXT);
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));

    const inUse = attachmentInUse('Cover_Letter_Acme.docx', ['Follow up with Jordan']);
    const second = await confirmDialog(inUse);
    expect(backend.state.data.attachments.map((a) => a.fileName)).toContain('Cover_Letter_Acme.docx');
    await userEvent.click(within(second).getByRole('button', { name: DELETE_FILE_ANYWAY }));

    expect(
      await screen.findByText(fileDeletedAndDetached('Cover_Letter_Acme.docx', ['Follow up with Jordan'])),
    ).toBeInTheDocument();
    expect(backend.state.data.attachments.map((a) => a.fileName)).not.toContain('Cover_Letter_Acme.docx');
    expect(backend.state.data.steps.filter((s) => s.attachmentIds.includes(3))).toEqual([]);
    await waitFor(() => expect(within(email3).queryByText(/Cover_Letter_Acme\.docx/)).not.toBeInTheDocument());
  });
});
