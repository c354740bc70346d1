import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** "Verified" with a check, or "Not verified": the words carry the meaning, the icon and colour help. */
export function VerifiedMark({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const Icon = verified ? CheckCircleIcon : RemoveCircleOutlineIcon;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: verified ? 'success.main' : 'text.secondary',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {verified ? t('admin.companyList.verified') : t('admin.companyList.notVerified')}
    </Box>
  );
}
