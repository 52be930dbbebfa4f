import {blockContent} from './blockContent'
import {category} from './category'
import {hero} from './hero'
import {page} from './page'
import {product} from './product'
import {productGrid} from './productGrid'
import {richText} from './richText'
import {siteSettings} from './siteSettings'

export const schemaTypes = [
  siteSettings,
  category,
  product,
  page,
  hero,
  richText,
  productGrid,
  blockContent,
]
