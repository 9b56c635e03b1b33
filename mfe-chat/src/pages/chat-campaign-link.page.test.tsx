// A campaign named in the chat's URL (product.md §4): sequenceApproved=true shows the block as already scheduled, whether
// this conversation created it or not; a campaign with no emails says 'No Email Sequence Found'.
import { screen } from '@testing-library/react';
import {
  CONNECT_GMAIL,
  GO_TO_CAMPAIGNS,
  NO_SEQUENCE_FOUND_TEXT,
  NO_SEQUENCE_FOUND_TITLE,
  SEQUENCE_SCHEDULED_LABEL,
} from 'contracts';
import { atSequence } from '../testing/chat-fixtures';
import { renderChat, setupChatTests } from '../testing/render-chat';

const { startBackend } = setupChatTests();

describe('Reply Engine: a campaign named in the URL', () => {
  it('shows the block of this conversation as already scheduled with sequenceApproved=true', async () => {
    startBackend({ conversation: atSequence({ campaignId: 101, contactId: 201, campaignActive: true, needsGmail: true }) });
    renderChat('/dashboard/chats?campaignId=101&sequenceApproved=true');
    expect(await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled();
    expect(screen.queryByRole('button', { name: CONNECT_GMAIL })).not.toBeInTheDocument();
  });

  it("shows another campaign's emails as scheduled", async () => {
    startBackend();
    renderChat('/dashboard/chats?campaignId=101&sequenceApproved=true&contactId=201');
    expect(await screen.findByRole('heading', { name: 'Follow up with Jordan' })).toBeInTheDocument();
    expect(screen.getByText('To: Jordan · jordan.lee@acme.example')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Email 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled();
  });

  it("says 'No Email Sequence Found' for a campaign without emails", async () => {
    startBackend();
    renderChat('/dashboard/chats?campaignId=103&sequenceApproved=true');
    expect(await screen.findByText(NO_SEQUENCE_FOUND_TITLE)).toBeInTheDocument();
    expect(screen.getByText(NO_SEQUENCE_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GO_TO_CAMPAIGNS })).toHaveAttribute('href', '/dashboard/campaigns');
  });
});
