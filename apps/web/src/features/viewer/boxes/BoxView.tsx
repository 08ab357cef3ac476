import { ReportsMenu } from '../actions/ReportsMenu';
import type { ViewerTab } from '../model/boxes';
import { documentFields, pickFields } from '../model/sections';
import { useViewer } from '../ViewerContext';
import { AcknowledgementsBox } from './AcknowledgementsBox';
import { CommunicationsBox } from './CommunicationsBox';
import { DataBox } from './DataBox';
import { DownloadTrackerBox } from './DownloadTrackerBox';
import { FieldGrid } from './FieldGrid';
import { FileTableBox } from './FileTableBox';
import { IndicatorBox, IndicatorTrackingBox } from './IndicatorBoxes';
import { RelatedBox } from './RelatedBox';
import { WorkflowBox } from './WorkflowBox';

/** The content of one tab, by box kind (records-explorer §2 Inline viewer). */
export function BoxView({ tab }: { tab: ViewerTab }) {
  const { unit } = useViewer();
  const box = tab.box;
  switch (box.kind) {
    case 'data':
      return <DataBox box={box} />;
    case 'related':
      return <RelatedBox box={box} />;
    case 'indicator':
      return <IndicatorBox field={box.field} />;
    case 'indicator-tracking':
      return <IndicatorTrackingBox field={box.field} />;
    case 'comunications':
      return <CommunicationsBox />;
    case 'workflow':
      return <WorkflowBox />;
    case 'versions':
      return <FileTableBox attributes={[box.field]} testId="viewer-versions" />;
    case 'documents':
      return (
        <FileTableBox
          attributes={documentFields(box, unit.fields).map((f) => f.id)}
          testId="viewer-documents"
          toolbar={unit.reports.length > 0 && <ReportsMenu variant="button" />}
        />
      );
    case 'simple-layout':
      return <FieldGrid fields={pickFields(unit.fields, box.fields)} />;
    case 'download-tracker':
      return <DownloadTrackerBox field={box.field} />;
    case 'acknowledgements':
      return <AcknowledgementsBox />;
  }
}
