import { Button, Card } from 'antd';
import { SOMETHING_WENT_WRONG } from 'contracts';
import { useState } from 'react';
import { fetchAccountExport } from './auth-requests';
import { DeleteAccountDialog } from './delete-account-dialog';
import { saveFile } from './save-file';
import { useSettingsNotice } from '../use-settings-notice';

/** Settings › Account Actions: Export (a JSON download of everything held about the user) and Delete Account. */
export function AccountActionsCard() {
  const notice = useSettingsNotice();
  const [exporting, setExporting] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      const result = await fetchAccountExport();
      if (result.ok) saveFile(result.file.blob, result.file.fileName);
      else notice.error(result.message ?? SOMETHING_WENT_WRONG);
    } catch {
      notice.error(SOMETHING_WENT_WRONG);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card title="Account Actions" className="db-section">
      <p className="db-muted">Download a copy of your data or permanently delete your account.</p>
      <div className="db-actions">
        <Button onClick={exportData} loading={exporting}>
          Export
        </Button>
        <Button danger onClick={() => setDeleteOpen(true)}>
          Delete Account
        </Button>
      </div>
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </Card>
  );
}
