import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/client/components/ui/breadcrumb';
import { paths } from '@/shared/paths';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { useIsDarkPreview } from '../preview-theme';

const copy = dsmMessages.sections.breadcrumb;

export function BreadcrumbExamples() {
  // Two landmarks on one page need different names.
  const label = useIsDarkPreview() ? copy.darkLabel : copy.label;
  return (
    <Breadcrumb aria-label={label}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink to={paths.home}>{copy.home}</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink to={paths.marketing.dsm}>{copy.manual}</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>{copy.current}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  );
}
