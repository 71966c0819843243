import { useState } from 'react';
import Container from './ui/container';
import Tabs, { type TabsProps } from './ui/tabs';
import { HistoryTimeline, type HistoryTimelineProps } from './history-timeline';

/** The scroll buttons' names of every Cloudscape tab list. */
export const TABS_I18N = { scrollLeftAriaLabel: 'Scroll tabs left', scrollRightAriaLabel: 'Scroll tabs right' };

interface Props {
  /** The tab list's accessible name ('Quote sections'). */
  label: string;
  /** The record's own tabs, the first open ('DETAILS'). */
  tabs: TabsProps.Tab[];
  /** The record's COMMENTS & HISTORY, the last tab. */
  history: Omit<HistoryTimelineProps, 'emptyText'>;
}

/** The tabs of a record's detail page, in a container: its own, then COMMENTS & HISTORY. */
export function RecordTabs({ label, tabs, history }: Props) {
  const [active, setActive] = useState(tabs[0]?.id ?? 'history');
  return (
    <Container>
      <Tabs
        activeTabId={active}
        onChange={({ detail }) => setActive(detail.activeTabId)}
        ariaLabel={label}
        i18nStrings={TABS_I18N}
        tabs={[...tabs, { id: 'history', label: 'COMMENTS & HISTORY', content: <HistoryTimeline {...history} emptyText="No comments or history available" /> }]}
      />
    </Container>
  );
}
