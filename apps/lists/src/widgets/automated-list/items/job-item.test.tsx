import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithMessages } from '../testing/render-with-messages';
import { testSettings } from './testing/item-settings';
import { JobItemLayout, type JobItem } from './job-item';
import { messages as listsMessages } from '../../../common/messages';
import { messages as itemMessages } from './messages';

const jobItemMessages = [listsMessages, itemMessages];

const job: JobItem = {
  type: 'job',
  accessibilityID: 'job-001',
  title: 'Kundenberater:in (Vollzeit)',
  url: '/de/karriere/jobs/kundenberater-job-001.html',
  profession: ['Vertrieb', 'Beratung'],
  location: ['Tirol'],
  companyName: 'Raiffeisenbank Lienz',
  imported: false,
  publishDate: '2026-03-07',
  place: '9900 Lienz',
  data: JSON.stringify({ place: '9900 Lienz', firm: '', imported: false }),
};

function renderJob(item: Partial<JobItem> = {}) {
  return renderWithMessages(
    <JobItemLayout item={{ ...job, ...item }} settings={testSettings} />,
    jobItemMessages,
  );
}

const value = (term: string) => screen.getByText(term).nextElementSibling;

describe('JobItemLayout', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens the offer in a new tab safely and says so to screen readers', () => {
    renderJob();
    const link = screen.getByRole('link', {
      name: 'Kundenberater:in (Vollzeit) (öffnet in einem neuen Tab)',
    });
    expect(link).toHaveAttribute('href', '/de/karriere/jobs/kundenberater-job-001.html');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
  });

  it('shows the publish date as DD.MM.YYYY', () => {
    renderJob();
    expect(value('Veröffentlicht am')).toHaveTextContent('07.03.2026');
  });

  it('shows the professions, the federal states, the place and the company', () => {
    renderJob();
    expect(screen.getByText(/Vertrieb, Beratung/)).toBeInTheDocument();
    expect(value('Region')).toHaveTextContent('Tirol');
    expect(value('Dienstort')).toHaveTextContent('9900 Lienz');
    expect(value('Unternehmen')).toHaveTextContent('Raiffeisenbank Lienz');
  });

  it('names the firm of an imported offer from the data string', () => {
    renderJob({
      companyName: 'Karriere Demo GmbH',
      imported: true,
      url: 'https://jobs.karriere-demo.at/angebot/job-002',
      data: JSON.stringify({ place: '6020 Innsbruck', firm: 'Karriere Demo GmbH', imported: true }),
    });
    expect(value('Externes Angebot von')).toHaveTextContent('Karriere Demo GmbH');
    expect(value('Dienstort')).toHaveTextContent('6020 Innsbruck');
    expect(screen.queryByText('Unternehmen')).not.toBeInTheDocument();
  });

  it('uses the item fields and logs once when the data string is not JSON', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...job, data: '{broken', place: '9020 Klagenfurt' };
    renderWithMessages(
      <>
        <JobItemLayout item={broken} settings={testSettings} />
        <JobItemLayout item={broken} settings={testSettings} />
      </>,
      jobItemMessages,
    );
    for (const place of screen.getAllByText('Dienstort')) {
      expect(place.nextElementSibling).toHaveTextContent('9020 Klagenfurt');
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/lists\/automated-list: job job-001/);
  });
});
