import { useState } from 'react';
import type { Action } from '../../../../shared/permissions';
import { useCan } from '../../auth/use-can';
import { useNavigate } from 'react-router-dom';
import ButtonDropdown from '../ui/button-dropdown';
import { errorMessage } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { formatQuantity } from '../../../../shared/money';

export interface CsvMenuProps {
  /** Lower-case plural and singular: 'customers', 'customer'. */
  plural: string;
  singular: string;
  importPath: string;
  /** The import route's name: a role without it sees Export only. */
  importNeeds: Action;
  /** Loads the exporter on demand (it brings the CSV writer) and runs it; resolves with the count exported. */
  runExport: (onProgress: (count: number) => void) => Promise<number>;
}

/** The list pages' Import / Export menu. */
export function CsvMenu({ plural, singular, importPath, importNeeds, runExport }: CsvMenuProps) {
  const can = useCan();
  const navigate = useNavigate();
  const notify = useNotify();
  const [exported, setExported] = useState<number | null>(null);
  const exportAll = async () => {
    setExported(0);
    try {
      const count = await runExport(setExported);
      notify('success', `${formatQuantity(count)} ${count === 1 ? singular : plural} exported`);
    } catch (error) {
      notify('error', `Failed to export ${plural}`, errorMessage(error));
    } finally {
      setExported(null);
    }
  };
  return (
    <ButtonDropdown
      loading={exported !== null}
      items={[...(can(importNeeds) ? [{ id: 'import', text: `Import ${plural}` }] : []), { id: 'export', text: `Export ${plural}` }]}
      onItemClick={({ detail }) => {
        if (detail.id === 'import') navigate(importPath);
        else void exportAll();
      }}
    >
      {exported === null ? 'Import / Export' : `Exporting ${formatQuantity(exported)}...`}
    </ButtonDropdown>
  );
}
