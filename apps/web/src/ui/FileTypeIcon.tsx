import AudioFileIcon from '@mui/icons-material/AudioFile';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import TableChartIcon from '@mui/icons-material/TableChart';
import VideoFileIcon from '@mui/icons-material/VideoFile';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { FileType } from './fileTypes';

/** One icon and colour per file type of records-explorer §3 (the office suites' familiar colours). */
const ICONS: Record<FileType, { Icon: ComponentType<SvgIconProps>; color: string }> = {
  pdf: { Icon: PictureAsPdfIcon, color: '#d32f2f' },
  xls: { Icon: TableChartIcon, color: '#1e7e45' },
  msword: { Icon: DescriptionIcon, color: '#2b5797' },
  pptx: { Icon: SlideshowIcon, color: '#c55a11' },
  image: { Icon: ImageIcon, color: '#7b1fa2' },
  video: { Icon: VideoFileIcon, color: '#00838f' },
  audio: { Icon: AudioFileIcon, color: '#ef6c00' },
  file: { Icon: InsertDriveFileIcon, color: '#607d8b' },
};

export function FileTypeIcon({ type, fontSize = 'small' }: { type: FileType; fontSize?: SvgIconProps['fontSize'] }) {
  const { Icon, color } = ICONS[type];
  return <Icon fontSize={fontSize} sx={{ color }} data-file-type={type} aria-hidden />;
}
