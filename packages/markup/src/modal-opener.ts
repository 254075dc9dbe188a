import { AttributeName } from '@etalage/runtime/attribute-names';
import type { ModalName, ModalPropsByName } from './modal-names.js';

export type { ModalName, ModalPropsByName } from './modal-names.js';

/** A modal's props and the opener's name: the props may be left out only where the modal requires none. */
export type ModalOpenerArguments<Name extends ModalName> = {} extends ModalPropsByName[Name]
  ? [props?: ModalPropsByName[Name], opener?: string]
  : [props: ModalPropsByName[Name], opener?: string];

/**
 * The attributes of a modal opener (spec §2: modals open on demand by clicking marked elements), as a record for
 * JSX spreads or `attributesHtml`: the modal's name, its props as JSON and the `modal_opener` of its `modal_open`
 * event. The modal host's one delegated listener opens it. The name and the props are typed from the modal folders
 * (modal-names.ts), so a misspelt modal or a wrong prop fails the type check.
 */
export function modalOpenerProps<Name extends ModalName>(name: Name, ...[props, opener]: ModalOpenerArguments<Name>): Record<string, string> {
  const attributes: Record<string, string> = { [AttributeName.Modal]: name };
  if (props) attributes[AttributeName.ModalProps] = JSON.stringify(props);
  if (opener) attributes[AttributeName.ModalOpener] = opener;
  return attributes;
}
