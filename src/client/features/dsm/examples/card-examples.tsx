import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { dsmMessages } from '@/shared/i18n/messages/dsm';

const copy = dsmMessages.sections.card;

export function CardExamples() {
  return (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>
          <h3>{copy.heading}</h3>
        </CardTitle>
        <CardDescription>{copy.body}</CardDescription>
        <CardAction>
          <Badge variant="secondary">{copy.status}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{copy.detail}</p>
      </CardContent>
      <CardFooter className="gap-2">
        <Button size="sm" variant="outline">
          {copy.manage}
        </Button>
        <Button size="sm" variant="ghost">
          {copy.disconnect}
        </Button>
      </CardFooter>
    </Card>
  );
}
