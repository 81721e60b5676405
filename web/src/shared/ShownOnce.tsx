import { Callout, Code } from '@blueprintjs/core';

/** A secret the server shows this once (an API key, a webhook signing secret), to copy now. */
export function ShownOnce({ title, value, testId }: { title: string; value: string; testId: string }) {
  return (
    <Callout intent="success" title={title}>
      <Code data-testid={testId} style={{ wordBreak: 'break-all' }}>
        {value}
      </Code>
    </Callout>
  );
}
