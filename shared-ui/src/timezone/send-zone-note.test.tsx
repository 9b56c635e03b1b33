// The zone line and its picker: the reason in words, "change" opens a searchable list with the common zones first and
// every IANA zone after them; a pick reaches the screen.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_TIMEZONES } from 'contracts';
import { SendZoneNote } from './send-zone-note';
import { TimezonePicker } from './timezone-picker';

describe('SendZoneNote', () => {
  it('says the window, the zone and why, and lets the user change it by searching', async () => {
    const onChange = jest.fn();
    render(
      <SendZoneNote choice={{ zone: 'Europe/Berlin', source: 'RECIPIENT_DOMAIN', domain: 'globex.de' }} onChange={onChange} />,
    );
    expect(screen.getByTestId('send-zone-note')).toHaveTextContent(
      "9:00-17:00 in the recipient's zone, Europe/Berlin, guessed from globex.de; change",
    );
    await userEvent.click(screen.getByRole('button', { name: 'change the sending zone' }));
    const picker = screen.getByRole('combobox', { name: 'Sending timezone' });
    await userEvent.type(picker, 'Sydney');
    await userEvent.click(await screen.findByTitle(/^Australia\/Sydney/));
    expect(onChange).toHaveBeenCalledWith('Australia/Sydney');
  });

  it('shows no change link without a handler', () => {
    render(<SendZoneNote choice={{ zone: 'Asia/Tokyo', source: 'BROWSER' }} />);
    expect(screen.getByTestId('send-zone-note')).toHaveTextContent("9:00-17:00 in Asia/Tokyo, your browser's zone");
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('TimezonePicker', () => {
  it('lists the common zones first, then any IANA zone, and keeps a zone the lists lack', async () => {
    const onChange = jest.fn();
    render(<TimezonePicker value="Etc/GMT-3" common={CHAT_TIMEZONES} onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Timezone' });
    await userEvent.click(picker);
    const list = await screen.findByRole('listbox');
    const titles = within(list)
      .getAllByRole('option')
      .map((option) => option.getAttribute('title'));
    expect(titles.slice(0, 3)).toEqual([
      'Etc/GMT-3 (UTC+03:00)',
      expect.stringMatching(/^Eastern · America\/New_York/),
      expect.stringMatching(/^Central · America\/Chicago/),
    ]);
    await userEvent.type(picker, 'Tokyo');
    await userEvent.click(await screen.findByTitle(/^Asia\/Tokyo/));
    expect(onChange).toHaveBeenCalledWith('Asia/Tokyo');
  });
});
