import {blockContent} from './blockContent'
import {category} from './category'
import {deliveryCharges} from './deliveryCharges'
import {faq} from './faq'
import {hero} from './hero'
import {knowledgeBaseArticle} from './knowledgeBaseArticle'
import {page} from './page'
import {product} from './product'
import {productGrid} from './productGrid'
import {redirect} from './redirect'
import {richText} from './richText'
import {siteSettings} from './siteSettings'

export const schemaTypes = [
  siteSettings,
  category,
  product,
  page,
  knowledgeBaseArticle,
  redirect,
  hero,
  richText,
  productGrid,
  faq,
  deliveryCharges,
  blockContent,
]
