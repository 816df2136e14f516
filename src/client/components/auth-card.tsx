import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons that answer the card (accept, decline), in a row. */
  actions?: ReactNode;
  /** The way onward (back to log in, sign up instead), centred under the card's content. */
  footer?: ReactNode;
};

/**
 * The card an account page sits in (sign-in, sign-up, passwords, an invitation): the page's one heading, a line
 * of context, the form, the way onward.
 */
export function AuthCard({ title, description, children, actions, footer }: AuthCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {children && <CardContent className="flex flex-col gap-4">{children}</CardContent>}
      {actions && <CardFooter className="flex flex-wrap gap-2">{actions}</CardFooter>}
      {footer && (
        <CardFooter className="flex-col items-stretch gap-2 text-center text-sm text-muted-foreground">
          {footer}
        </CardFooter>
      )}
    </Card>
  );
}
