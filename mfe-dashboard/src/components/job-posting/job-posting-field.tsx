import { useId, useState, type ClipboardEvent } from 'react';
import { Alert, Button, Input, Space } from 'antd';
import {
  JOB_POSTING_BOUNDS,
  JOB_POSTING_IMPORT_BUTTON,
  JOB_POSTING_IMPORTING,
  JOB_POSTING_URL_LABEL,
  looksLikePostingUrl,
  noContactWarning,
} from 'contracts';
import { useJobPostingImport, type PostingFill } from './use-job-posting-import';
import './job-posting-field.css';

interface JobPostingFieldProps {
  value: PostingFill | null;
  onChange: (fill: PostingFill | null) => void;
}

/**
 * Step 1's optional posting: paste its URL (imported at once) or type it and press Import. What was read shows in one
 * line, with the role and company in fields the user corrects; a failure says its one line and the form goes on.
 */
export function JobPostingField({ value, onChange }: JobPostingFieldProps) {
  const id = useId();
  const [url, setUrl] = useState(value?.url ?? '');
  const { importUrl, importing, failure } = useJobPostingImport();

  const run = async (text: string) => {
    if (!text.trim()) return;
    onChange(await importUrl(text));
  };

  const pasted = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!looksLikePostingUrl(text)) return;
    event.preventDefault();
    setUrl(text.trim());
    void run(text);
  };

  const correct = (field: 'role' | 'company', text: string) => value && onChange({ ...value, [field]: text });

  return (
    <section className="job-posting db-section" aria-label="Job posting">
      <label htmlFor={id} className="job-posting__label">
        {JOB_POSTING_URL_LABEL}
      </label>
      <Space.Compact block>
        <Input
          id={id}
          inputMode="url"
          autoComplete="off"
          placeholder="https://boards.greenhouse.io/acme/jobs/4012345"
          maxLength={JOB_POSTING_BOUNDS.url}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onPaste={pasted}
          onPressEnter={(event) => {
            event.preventDefault();
            void run(url);
          }}
        />
        <Button htmlType="button" onClick={() => void run(url)} loading={importing} disabled={!url.trim()}>
          {JOB_POSTING_IMPORT_BUTTON}
        </Button>
      </Space.Compact>
      <div role="status" className="job-posting__status">
        {importing ? JOB_POSTING_IMPORTING : failure ? <span className="job-posting__failure">{failure}</span> : value?.line}
      </div>
      {value ? (
        <div className="job-posting__fill">
          <div className="job-posting__corrected">
            <label htmlFor={`${id}-role`}>Role</label>
            <Input
              id={`${id}-role`}
              maxLength={JOB_POSTING_BOUNDS.role}
              value={value.role}
              onChange={(event) => correct('role', event.target.value)}
            />
          </div>
          <div className="job-posting__corrected">
            <label htmlFor={`${id}-company`}>Company</label>
            <Input
              id={`${id}-company`}
              maxLength={JOB_POSTING_BOUNDS.company}
              value={value.company}
              onChange={(event) => correct('company', event.target.value)}
            />
          </div>
        </div>
      ) : null}
      {value?.noContactSentence ? (
        <Alert type="warning" showIcon className="job-posting__warning" title={noContactWarning(value.noContactSentence)} />
      ) : null}
    </section>
  );
}
