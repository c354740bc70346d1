import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: string;
  /** A link or button beside the title (e.g. "View all"). */
  action?: ReactNode;
  /** `aside` for a side card that complements the page (e.g. Role Information). */
  component?: 'section' | 'aside';
  children: ReactNode;
}

/** A card that is a named region of the page: its h2 title labels it, then a description and the content. */
export function SectionCard({
  title,
  description,
  action,
  component = 'section',
  children,
}: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component={component} aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
          <Typography id={titleId} variant="h2">
            {title}
          </Typography>
          {action}
        </Box>
        {description ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}

/** A row of a list inside a SectionCard: separated from the one above by a rule. */
export const sectionRowSx = { py: 1.25, borderTop: 1, borderColor: 'divider' } as const;
