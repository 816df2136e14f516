import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The card every account page sits in: the page's one heading, a line of context, the form, the way onward. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <main id="main" className="w-full max-w-sm">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && (
          <CardFooter className="flex-col items-stretch gap-2 text-center text-sm text-muted-foreground">
            {footer}
          </CardFooter>
        )}
      </Card>
    </main>
  );
}
