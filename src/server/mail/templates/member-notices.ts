import { memberMessages } from '../../../shared/i18n/messages/members';
import { quotableName } from '../quotable-name';
import { greetingFor, renderMail, type RenderedMail } from './layout';

/**
 * The notice a member gets when someone else removes them, so losing access never comes as a silent surprise.
 * `hasOtherWorkspace` false adds that their account stays and how to go on.
 */
export function memberRemovedMail({
  name,
  removerName,
  workspaceName,
  hasOtherWorkspace,
  url,
}: {
  name: string;
  removerName: string;
  workspaceName: string;
  hasOtherWorkspace: boolean;
  url: string;
}): RenderedMail {
  const copy = memberMessages.mail;
  const text = copy.removed;
  // Both names were typed by others: quoted only as plain, link-free text.
  const remover = quotableName(removerName, copy.someone);
  const workspace = quotableName(workspaceName, copy.aWorkspace);
  return renderMail({
    subject: text.subject(workspace),
    greeting: greetingFor(name),
    intro: [text.intro(remover, workspace), ...(hasOtherWorkspace ? [] : [text.noOtherWorkspace])],
    action: { label: text.action, url },
    outro: [text.outro],
    reason: text.reason,
  });
}

/** The notice a member gets when an Owner hands them the workspace: what they now hold, and where to manage it. */
export function ownershipReceivedMail({
  name,
  previousOwnerName,
  workspaceName,
  url,
}: {
  name: string;
  previousOwnerName: string;
  workspaceName: string;
  url: string;
}): RenderedMail {
  const copy = memberMessages.mail;
  const text = copy.ownership;
  const previousOwner = quotableName(previousOwnerName, copy.someone);
  const workspace = quotableName(workspaceName, copy.aWorkspace);
  return renderMail({
    subject: text.subject(workspace),
    greeting: greetingFor(name),
    intro: [text.intro(previousOwner, workspace), text.meaning],
    action: { label: text.action, url },
    outro: [text.outro(workspace)],
    reason: text.reason,
  });
}
