import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { docsOf } from '../../packages/widgets/src/contract/index.js';
import { WidgetDocs } from './widget-docs.js';

/**
 * The docs page of every story file: title and description, then, for a widget, its server markup (copyable) and
 * props from the markup contract, the first story with its controls, and every other state. The widget is the
 * meta's `parameters.widget`, else the folder of the stories file (one folder per widget, named like it).
 */
export default function WidgetDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const parameters = preparedMeta.parameters as { widget?: string; fileName?: string };
  const folder = /packages\/widgets\/src\/([^/]+)\//.exec(parameters.fileName ?? '')?.[1];
  const widget = parameters.widget ?? (folder && docsOf(folder) ? folder : undefined);
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {widget ? <WidgetDocs widget={widget} /> : null}
      <h2>States</h2>
      <Primary />
      <Controls />
      <Stories title="" />
    </>
  );
}
