import { useState, type ReactNode } from 'react';
import { ApiError, TRANSLATED_LANGUAGES } from 'shared-contracts';
import { AlertDialog, type AlertDialogIcon } from '../alert-dialog';
import { Carousel } from '../carousel';
import { CentreOverlay } from '../centre-overlay';
import { ComboBox } from '../combo-box';
import { DateRangeFilter } from '../date-range-filter';
import { datePresetRange, type DateRange } from '../date-presets';
import { Dialog } from '../dialog';
import { formatDateTime } from '../format-date';
import { formatMoney } from '../format-money';
import { ImagePicker } from '../image-picker';
import { Menu } from '../menu';
import { Money } from '../money';
import { PageFrame } from '../page-frame';
import { Popover } from '../popover';
import { RecordsTable, type RecordsColumn } from '../records-table';
import { SafeHtml } from '../safe-html';
import { Tabs } from '../tabs';
import { ToastProvider, useToast } from '../toast';
import styles from './kit-style-guide.module.css';

/** Props of {@link KitStyleGuide}. */
export interface KitStyleGuideProps {
  /** Level of the page title (1 on its own route, 2 when embedded under another h1). */
  titleLevel?: 1 | 2;
}

// Sample data of a development page (the kit's own texts are translated; these samples are not).
interface SampleBet {
  id: string;
  time: string;
  game: string;
  stake: number;
  payout: number;
}
const BETS: SampleBet[] = [
  { id: '1', time: '2026-11-24 10:15:00', game: 'Dragon Tiger', stake: 50, payout: 95 },
  { id: '2', time: '2026-11-24 11:02:41', game: 'Lucky Slots', stake: 20, payout: 0 },
  { id: '3', time: '2026-11-24 12:30:09', game: 'Vietnam Lottery', stake: 1234.5, payout: 2469 },
];
const COLUMNS: RecordsColumn<SampleBet>[] = [
  { id: 'time', header: 'Time', cell: (bet) => formatDateTime(bet.time, 'EN') },
  { id: 'game', header: 'Game', cell: (bet) => bet.game },
  { id: 'stake', header: 'Stake', cell: (bet) => <Money amount={bet.stake} />, align: 'end' },
  { id: 'payout', header: 'Win / loss', cell: (bet) => <Money amount={bet.payout - bet.stake} signed />, align: 'end' },
];
const COUNTRIES = [
  { value: '84', label: '+84 Vietnam', keywords: 'VN' },
  { value: '86', label: '+86 China', keywords: 'CN' },
  { value: '66', label: '+66 Thailand', keywords: 'TH' },
  { value: '62', label: '+62 Indonesia', keywords: 'ID' },
];
const HOSTILE_HTML =
  '<h4>Welcome bonus</h4><p>Deposit and get <strong>100%</strong>. <a href="https://example.com/terms" target="_blank">Terms</a></p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="alert(1)" alt=""><script>alert(1)</script><a href="javascript:alert(1)">unsafe link (href removed)</a>';
const SLIDE_COLOURS = ['#b5121b', '#2e7d32', '#1f5fa8'];

function Swatch({ children }: { children: ReactNode }) {
  return <div className={styles.swatch}>{children}</div>;
}

function FormattingDemo() {
  return (
    <table className={styles.formats}>
      <thead>
        <tr>
          <th scope="col">Lang</th>
          <th scope="col">Money</th>
          <th scope="col">Date and time</th>
        </tr>
      </thead>
      <tbody>
        {TRANSLATED_LANGUAGES.map((language) => (
          <tr key={language}>
            <th scope="row">{language}</th>
            <td>{formatMoney(-1234567.5, { currencySymbol: '$', language })}</td>
            <td>{formatDateTime(new Date(2026, 10, 24, 15, 30, 5), language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PageFrameDemo() {
  return (
    <div className={styles.stack}>
      <PageFrame title="Loading" headingLevel={4} loading />
      <PageFrame title="Empty" headingLevel={4} empty />
      <PageFrame title="Error" headingLevel={4} error={new ApiError({ kind: 'network', endpointId: 'demo' })} onRetry={() => undefined} />
      <PageFrame title="Loaded" headingLevel={4}>
        <p>The page content.</p>
      </PageFrame>
    </div>
  );
}

function RecordsDemo() {
  const [range, setRange] = useState<DateRange>(() => datePresetRange('last7'));
  const [page, setPage] = useState(1);
  return (
    <RecordsTable
      caption="Betting record (sample)"
      columns={COLUMNS}
      data={BETS}
      getRowId={(bet) => bet.id}
      totals={{ stake: <Money amount={1304.5} />, payout: <Money amount={1259.5} signed /> }}
      page={page}
      pageCount={3}
      onPageChange={setPage}
      toolbar={<DateRangeFilter value={range} onChange={setRange} />}
    />
  );
}

function ImagesDemo() {
  const [files, setFiles] = useState<File[]>([]);
  return <ImagePicker value={files} onChange={setFiles} />;
}

function TabsDemo() {
  const [tab, setTab] = useState('all');
  return (
    <Tabs
      label="Promotion categories (sample)"
      value={tab}
      onValueChange={setTab}
      items={['all', 'new_player', 'deposit', 'vip', 'sports', 'lottery', 'slots'].map((id) => ({ id, label: id }))}
    >
      <p>Promotions of “{tab}”.</p>
    </Tabs>
  );
}

function ComboDemo() {
  const [value, setValue] = useState<string | null>('84');
  return <ComboBox label="Country code (sample)" options={COUNTRIES} value={value} onChange={setValue} />;
}

function OverlaysDemo() {
  const [dialog, setDialog] = useState(false);
  const [alert, setAlert] = useState<AlertDialogIcon | null>(null);
  const [centre, setCentre] = useState(false);
  const [page, setPage] = useState('wallet');
  const toast = useToast();
  return (
    <div className={styles.row}>
      <button type="button" className={styles.button} onClick={() => setDialog(true)}>
        Dialog
      </button>
      <button type="button" className={styles.button} onClick={() => setAlert('question')}>
        AlertDialog
      </button>
      <button type="button" className={styles.button} onClick={() => setCentre(true)}>
        CentreOverlay
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => toast.show({ title: 'Saved', description: 'A sample toast.', tone: 'success' })}
      >
        Toast
      </button>
      <Menu
        trigger={
          <button type="button" className={styles.button}>
            Menu
          </button>
        }
        entries={[
          { id: 'centre', label: 'Member centre', onSelect: () => setCentre(true) },
          { id: 'record', label: 'Account record', onSelect: () => undefined },
          { type: 'separator', id: 'sep' },
          { id: 'out', label: 'Sign out', onSelect: () => setAlert('question'), danger: true },
        ]}
      />
      <Popover
        label="Balance (sample)"
        withClose
        trigger={
          <button type="button" className={styles.button}>
            Popover
          </button>
        }
      >
        <p className={styles.popover}>
          Main wallet <Money amount={1520.25} />
        </p>
      </Popover>
      {dialog && (
        <Dialog
          title="Dialog (sample)"
          description="A medium dialog; a full-screen sheet on a phone."
          onClose={() => setDialog(false)}
          draggable
          footer={
            <button type="button" className={styles.button} onClick={() => setDialog(false)}>
              OK
            </button>
          }
        >
          <p>Body text.</p>
        </Dialog>
      )}
      {alert && (
        <AlertDialog
          icon={alert}
          title="Sign out?"
          html="<p>Are you <strong>sure</strong> you want to sign out?</p>"
          buttons={[
            { label: 'Cancel', value: 'cancel', variant: 'secondary' },
            { label: 'Sign out', value: 'ok' },
          ]}
          onAnswer={() => setAlert(null)}
        />
      )}
      {centre && (
        <CentreOverlay
          title="Member centre (sample)"
          items={[
            { id: 'account', label: 'My account' },
            { id: 'wallet', label: 'My wallet' },
            { id: 'missions', label: 'Missions', badge: 3 },
            { id: 'messages', label: 'Messages', badge: 12 },
          ]}
          activeId={page}
          onSelect={setPage}
          onClose={() => setCentre(false)}
        >
          <PageFrame title={page} headingLevel={3}>
            <p>The {page} page.</p>
          </PageFrame>
        </CentreOverlay>
      )}
    </div>
  );
}

function CarouselDemo() {
  return (
    <Carousel
      label="Banners (sample)"
      slides={SLIDE_COLOURS.map((colour, index) => ({
        id: colour,
        content: (
          <div className={styles.slide} style={{ background: colour }}>
            Banner {index + 1}
          </div>
        ),
      }))}
    />
  );
}

const SECTIONS: ReadonlyArray<[string, () => ReactNode]> = [
  ['Money and dates (formatMoney, formatDateTime)', () => <FormattingDemo />],
  [
    'Money',
    () => (
      <div className={styles.row}>
        <Money amount={1234.5} /> <Money amount={-20} signed /> <Money amount={75} signed />
      </div>
    ),
  ],
  ['SafeHtml (hostile input, sanitized)', () => <SafeHtml html={HOSTILE_HTML} />],
  ['PageFrame', () => <PageFrameDemo />],
  ['RecordsTable and DateRangeFilter', () => <RecordsDemo />],
  ['ImagePicker', () => <ImagesDemo />],
  ['Tabs', () => <TabsDemo />],
  ['ComboBox', () => <ComboDemo />],
  ['Dialog, AlertDialog, CentreOverlay, Menu, Popover, Toast', () => <OverlaysDemo />],
  ['Carousel', () => <CarouselDemo />],
];

/**
 * The kit's living style guide: every component in the light and the dark theme side by side
 * (reachable in development only; the shell mounts it). Overlays open in a portal and so take the
 * page's theme; switch the site theme to see them in the other one.
 */
export function KitStyleGuide({ titleLevel = 1 }: KitStyleGuideProps) {
  const Title = `h${titleLevel}` as const;
  const Section = `h${titleLevel + 1}` as 'h2' | 'h3';
  return (
    <ToastProvider>
      <div className={styles.guide}>
        <Title className={styles.title}>platform-ui</Title>
        <p className={styles.lead}>Every component of the kit, light theme on the left, dark on the right (stacked on narrow screens).</p>
        {SECTIONS.map(([name, render]) => (
          <section key={name} className={styles.section} aria-label={name}>
            <Section className={styles.heading}>{name}</Section>
            <div className={styles.themes}>
              <div className={`${styles.theme} ${styles.light}`} data-theme="light" role="group" aria-label={`${name}: light`}>
                <Swatch>{render()}</Swatch>
              </div>
              <div className={`${styles.theme} ${styles.dark}`} data-theme="dark" role="group" aria-label={`${name}: dark`}>
                <Swatch>{render()}</Swatch>
              </div>
            </div>
          </section>
        ))}
      </div>
    </ToastProvider>
  );
}
