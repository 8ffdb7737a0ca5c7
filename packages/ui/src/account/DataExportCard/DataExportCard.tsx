import { m } from '@spotter/i18n';
import { button } from '../../primitives/Button/Button.css.ts';
import { Card, type HeadingLevel } from '../../primitives/Card/index.ts';
import { cx } from '../../styles/cx.ts';
import * as shared from '../shared.css.ts';

export interface DataExportCardProps {
  /** GET /api/users/export: everything the account keeps, as JSON. */
  dataHref?: string;
  /** GET /api/users/export/media: the account's photos and files, as a ZIP. */
  mediaHref?: string;
  headingLevel?: HeadingLevel;
}

/** Two plain download links: a copy of the account's data and of its media. */
export function DataExportCard({
  dataHref = '/api/users/export',
  mediaHref = '/api/users/export/media',
  headingLevel = 2,
}: DataExportCardProps) {
  return (
    <Card title={m.settings_export_title()} headingLevel={headingLevel} description={m.settings_export_description()}>
      <div className={cx(shared.actions, shared.actionsStart)}>
        <a className={button({ variant: 'secondary' })} href={dataHref} download>
          {m.settings_export_json()}
        </a>
        <a className={button({ variant: 'secondary' })} href={mediaHref} download>
          {m.settings_export_media()}
        </a>
      </div>
    </Card>
  );
}
