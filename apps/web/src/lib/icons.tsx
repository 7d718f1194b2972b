import {
  type IconNode,
  AlertTriangle as AlertTriangleShapes,
  ArrowLeft as ArrowLeftShapes,
  ArrowRight as ArrowRightShapes,
  ArrowUp as ArrowUpShapes,
  BadgeCheck as BadgeCheckShapes,
  BookmarkX as BookmarkXShapes,
  CalendarDays as CalendarDaysShapes,
  Captions as CaptionsShapes,
  CaptionsOff as CaptionsOffShapes,
  Check as CheckShapes,
  CheckCircle2 as CheckCircle2Shapes,
  ChevronDown as ChevronDownShapes,
  ChevronLeft as ChevronLeftShapes,
  ChevronRight as ChevronRightShapes,
  CircleAlert as CircleAlertShapes,
  CircleCheck as CircleCheckShapes,
  Clapperboard as ClapperboardShapes,
  Clock as ClockShapes,
  Copy as CopyShapes,
  CreditCard as CreditCardShapes,
  Download as DownloadShapes,
  ExternalLink as ExternalLinkShapes,
  Eye as EyeShapes,
  EyeOff as EyeOffShapes,
  FileVideo as FileVideoShapes,
  Film as FilmShapes,
  Flame as FlameShapes,
  HandCoins as HandCoinsShapes,
  History as HistoryShapes,
  House as HouseShapes,
  Info as InfoShapes,
  Layers as LayersShapes,
  LayoutGrid as LayoutGridShapes,
  ListX as ListXShapes,
  LoaderCircle as LoaderCircleShapes,
  LogOut as LogOutShapes,
  Megaphone as MegaphoneShapes,
  Menu as MenuShapes,
  MessageCircle as MessageCircleShapes,
  Moon as MoonShapes,
  OctagonAlert as OctagonAlertShapes,
  Pause as PauseShapes,
  PictureInPicture2 as PictureInPicture2Shapes,
  Play as PlayShapes,
  Plus as PlusShapes,
  RotateCw as RotateCwShapes,
  Search as SearchShapes,
  SearchX as SearchXShapes,
  Send as SendShapes,
  Settings as SettingsShapes,
  Settings2 as Settings2Shapes,
  Share2 as Share2Shapes,
  SkipForward as SkipForwardShapes,
  SlidersHorizontal as SlidersHorizontalShapes,
  Star as StarShapes,
  Subtitles as SubtitlesShapes,
  Sun as SunShapes,
  Trash as TrashShapes,
  TrendingUp as TrendingUpShapes,
  TriangleAlert as TriangleAlertShapes,
  Tv as TvShapes,
  UserRound as UserRoundShapes,
  X as XShapes,
  XCircle as XCircleShapes,
} from 'lucide';
import { Icon, type TIconProps } from './icon.tsx';

/** An icon component: the shapes of one Lucide icon drawn by `Icon`. */
export type TIcon = (props: TIconProps) => React.JSX.Element;

function drawn(shapes: IconNode): TIcon {
  return function DrawnIcon(props) {
    return <Icon icon={shapes} {...props} />;
  };
}

// The site's icons, named as in Lucide. Drawing them here instead of through lucide-react keeps that package's
// runtime (class merging, a context, attribute rebuilding on each render) off every page.
export const AlertTriangle = /* @__PURE__ */ drawn(AlertTriangleShapes);
export const ArrowLeft = /* @__PURE__ */ drawn(ArrowLeftShapes);
export const ArrowRight = /* @__PURE__ */ drawn(ArrowRightShapes);
export const ArrowUp = /* @__PURE__ */ drawn(ArrowUpShapes);
export const BadgeCheck = /* @__PURE__ */ drawn(BadgeCheckShapes);
export const BookmarkX = /* @__PURE__ */ drawn(BookmarkXShapes);
export const CalendarDays = /* @__PURE__ */ drawn(CalendarDaysShapes);
export const Captions = /* @__PURE__ */ drawn(CaptionsShapes);
export const CaptionsOff = /* @__PURE__ */ drawn(CaptionsOffShapes);
export const Check = /* @__PURE__ */ drawn(CheckShapes);
export const CheckCircle2 = /* @__PURE__ */ drawn(CheckCircle2Shapes);
export const ChevronDown = /* @__PURE__ */ drawn(ChevronDownShapes);
export const ChevronLeft = /* @__PURE__ */ drawn(ChevronLeftShapes);
export const ChevronRight = /* @__PURE__ */ drawn(ChevronRightShapes);
export const CircleAlert = /* @__PURE__ */ drawn(CircleAlertShapes);
export const CircleCheck = /* @__PURE__ */ drawn(CircleCheckShapes);
export const Clapperboard = /* @__PURE__ */ drawn(ClapperboardShapes);
export const Clock = /* @__PURE__ */ drawn(ClockShapes);
export const Copy = /* @__PURE__ */ drawn(CopyShapes);
export const CreditCard = /* @__PURE__ */ drawn(CreditCardShapes);
export const Download = /* @__PURE__ */ drawn(DownloadShapes);
export const ExternalLink = /* @__PURE__ */ drawn(ExternalLinkShapes);
export const Eye = /* @__PURE__ */ drawn(EyeShapes);
export const EyeOff = /* @__PURE__ */ drawn(EyeOffShapes);
export const FileVideo = /* @__PURE__ */ drawn(FileVideoShapes);
export const Film = /* @__PURE__ */ drawn(FilmShapes);
export const Flame = /* @__PURE__ */ drawn(FlameShapes);
export const HandCoins = /* @__PURE__ */ drawn(HandCoinsShapes);
export const History = /* @__PURE__ */ drawn(HistoryShapes);
export const House = /* @__PURE__ */ drawn(HouseShapes);
export const Info = /* @__PURE__ */ drawn(InfoShapes);
export const Layers = /* @__PURE__ */ drawn(LayersShapes);
export const LayoutGrid = /* @__PURE__ */ drawn(LayoutGridShapes);
export const ListX = /* @__PURE__ */ drawn(ListXShapes);
export const LoaderCircle = /* @__PURE__ */ drawn(LoaderCircleShapes);
export const LogOut = /* @__PURE__ */ drawn(LogOutShapes);
export const Megaphone = /* @__PURE__ */ drawn(MegaphoneShapes);
export const Menu = /* @__PURE__ */ drawn(MenuShapes);
export const MessageCircle = /* @__PURE__ */ drawn(MessageCircleShapes);
export const Moon = /* @__PURE__ */ drawn(MoonShapes);
export const OctagonAlert = /* @__PURE__ */ drawn(OctagonAlertShapes);
export const Pause = /* @__PURE__ */ drawn(PauseShapes);
export const PictureInPicture2 = /* @__PURE__ */ drawn(PictureInPicture2Shapes);
export const Play = /* @__PURE__ */ drawn(PlayShapes);
export const Plus = /* @__PURE__ */ drawn(PlusShapes);
export const RotateCw = /* @__PURE__ */ drawn(RotateCwShapes);
export const Search = /* @__PURE__ */ drawn(SearchShapes);
export const SearchX = /* @__PURE__ */ drawn(SearchXShapes);
export const Send = /* @__PURE__ */ drawn(SendShapes);
export const Settings = /* @__PURE__ */ drawn(SettingsShapes);
export const Settings2 = /* @__PURE__ */ drawn(Settings2Shapes);
export const Share2 = /* @__PURE__ */ drawn(Share2Shapes);
export const SkipForward = /* @__PURE__ */ drawn(SkipForwardShapes);
export const SlidersHorizontal = /* @__PURE__ */ drawn(SlidersHorizontalShapes);
export const Star = /* @__PURE__ */ drawn(StarShapes);
export const Subtitles = /* @__PURE__ */ drawn(SubtitlesShapes);
export const Sun = /* @__PURE__ */ drawn(SunShapes);
export const Trash = /* @__PURE__ */ drawn(TrashShapes);
export const TrendingUp = /* @__PURE__ */ drawn(TrendingUpShapes);
export const TriangleAlert = /* @__PURE__ */ drawn(TriangleAlertShapes);
export const Tv = /* @__PURE__ */ drawn(TvShapes);
export const UserRound = /* @__PURE__ */ drawn(UserRoundShapes);
export const X = /* @__PURE__ */ drawn(XShapes);
export const XCircle = /* @__PURE__ */ drawn(XCircleShapes);
