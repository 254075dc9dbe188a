import { AttributeName } from '@etalage/runtime/attribute-names';

/**
 * The attributes of a modal opener (spec §2: modals open on demand by clicking marked elements), as a record for
 * JSX spreads or `attributesHtml`: the modal's name, its props as JSON and the `modal_opener` of its `modal_open`
 * event. The modal host's one delegated listener opens it.
 */
export function modalOpenerProps(name: string, props?: object, opener?: string): Record<string, string> {
  const attributes: Record<string, string> = { [AttributeName.Modal]: name };
  if (props) attributes[AttributeName.ModalProps] = JSON.stringify(props);
  if (opener) attributes[AttributeName.ModalOpener] = opener;
  return attributes;
}
