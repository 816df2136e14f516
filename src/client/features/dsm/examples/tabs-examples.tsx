import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { dsmMessages } from '@/shared/i18n/messages/dsm';

const copy = dsmMessages.sections.tabs;

export function TabsExamples() {
  return (
    <Tabs defaultValue={copy.items[0].value} className="max-w-md">
      <TabsList aria-label={copy.label}>
        {copy.items.map((item) => (
          <TabsTrigger key={item.value} value={item.value}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {copy.items.map((item) => (
        <TabsContent key={item.value} value={item.value} className="p-1">
          <p className="text-sm text-muted-foreground">{item.body}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}
