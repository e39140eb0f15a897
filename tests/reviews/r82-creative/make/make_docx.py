#!/usr/bin/python3
"""Writes the .docx résumés of this review into ../files/ (run with Debian's python3, which has python-docx)."""
import os
from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=0.8):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    for s in d.sections:
        s.left_margin = s.right_margin = Inches(margins)
        s.top_margin = s.bottom_margin = Inches(0.7)
    return d


def para(d, text="", bold=False, italic=False, size=None, color=None, align=None, space_after=2, style=None):
    p = d.add_paragraph(style=style) if style else d.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align:
        p.alignment = align
    p.paragraph_format.space_after = Pt(space_after)
    return p


def tab_line(d, left, right, bold_left=True, width=6.9, italic_right=False):
    """One line: left text, then a right-aligned tab stop with the dates."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Inches(width), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold_left
    r2 = p.add_run("\t" + right)
    r2.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(6)
    return p


def bullets(d, items):
    for it in items:
        p = d.add_paragraph(it, style="List Bullet")
        p.paragraph_format.space_after = Pt(0)


def heading(d, text, color="1F3864", size=12, rule=True):
    p = para(d, text.upper(), bold=True, size=size, color=color, space_after=3)
    p.paragraph_format.space_before = Pt(10)
    if rule:
        pPr = p._p.get_or_add_pPr()
        bdr = OxmlElement("w:pBdr")
        b = OxmlElement("w:bottom")
        for k, v in (("val", "single"), ("sz", "6"), ("space", "1"), ("color", color)):
            b.set(qn("w:" + k), v)
        bdr.append(b)
        pPr.append(bdr)
    return p


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement("w:" + edge)
        e.set(qn("w:val"), "nil")
        borders.append(e)
    tblPr.append(borders)


def cell_para(cell, text, bold=False, italic=False, size=None, first=False, color=None, style=None):
    p = cell.paragraphs[0] if first else cell.add_paragraph(style=style) if style else cell.add_paragraph()
    r = p.add_run(text)
    r.bold, r.italic = bold, italic
    if size:
        r.font.size = Pt(size)
    if color:
        r.font.color.rgb = RGBColor.from_string(color)
    p.paragraph_format.space_after = Pt(1)
    return p


# 02 — UX designer, London: right-aligned dates on tab stops.
def ux_london():
    d = new_doc("Calibri", 10.5)
    para(d, "Hannah Whitcombe", bold=True, size=22, space_after=0)
    para(d, "Senior UX Designer", size=13, color="C0504D", space_after=2)
    para(d, "London, UK  •  +44 7700 900412  •  hannah.whitcombe@example.com  •  hannahwhitcombe.example.com  •  linkedin.com/in/hannahwhitcombe-example", size=9.5)
    heading(d, "Profile")
    para(d, "UX designer with ten years in fintech, public-service media and agency work. I turn research into simple, accessible "
            "journeys and I like working in the open with engineers and product managers. Strong advocate for inclusive design.")
    heading(d, "Experience")
    tab_line(d, "Senior UX Designer, Monzo Bank — London", "Jan 2022 – Present")
    bullets(d, ["Lead designer for savings and Pots; shipped instant-access savings to 1.2M customers in its first year.",
                "Run fortnightly usability testing sessions and a shared research repository in Dovetail.",
                "Co-lead Monzo's accessibility guild; brought core app journeys to WCAG 2.2 AA."])
    tab_line(d, "UX Designer, BBC (iPlayer) — London and Salford", "Sep 2018 – Dec 2021")
    bullets(d, ["Designed the iPlayer TV app profiles and parental controls across smart TVs, consoles and streaming sticks.",
                "Built journey maps and service blueprints with the audience research team.",
                "Contributed to the BBC's Global Experience Language (GEL) design system."])
    tab_line(d, "Junior UX Designer, ustwo — London", "Jul 2016 – Aug 2018")
    bullets(d, ["Wireframes, prototypes and visual design for clients in health, travel and retail.",
                "Prototyped in Axure and Principle; moved the studio's team onto Sketch then Figma."])
    tab_line(d, "Visual Designer (contract), Ogilvy UK — London", "Feb 2016 – Jun 2016")
    bullets(d, ["Digital banners, social assets and landing pages for a Ford Europe launch."])
    heading(d, "Education")
    tab_line(d, "MA User Experience Design — University of the Arts London (London College of Communication)", "2015")
    tab_line(d, "BA (Hons) Graphic Communication — Falmouth University", "2014")
    heading(d, "Certification")
    para(d, "UX Certification (UXC), Nielsen Norman Group — 2020")
    heading(d, "Skills")
    para(d, "Figma · Miro · Dovetail · user research · usability testing · prototyping · wireframing · journey mapping · "
            "design systems · accessibility (WCAG 2.2) · workshop facilitation · stakeholder management")
    d.save(os.path.join(OUT, "02-ux-designer-london-tabstops.docx"))


# 06 — journalist, Mumbai: header as a two-column table, experience in a dates | details table.
def journalist_mumbai():
    d = new_doc("Cambria", 10.5, 0.75)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    l, r = t.rows[0].cells
    cell_para(l, "ANANYA RAGHAVAN", bold=True, size=20, first=True)
    cell_para(l, "Senior Correspondent — politics, courts & civic investigations", italic=True)
    cell_para(r, "Mumbai, Maharashtra", first=True).alignment = WD_ALIGN_PARAGRAPH.RIGHT
    cell_para(r, "+91 98765 01234").alignment = WD_ALIGN_PARAGRAPH.RIGHT
    cell_para(r, "ananya.raghavan@example.com").alignment = WD_ALIGN_PARAGRAPH.RIGHT
    cell_para(r, "muckrack.com/ananya-raghavan-example").alignment = WD_ALIGN_PARAGRAPH.RIGHT
    heading(d, "Professional Experience", color="7F1D1D")
    jobs = [
        ("07/2021 - Present", "Senior Correspondent", "Scroll.in, Mumbai",
         ["Investigations on urban housing, BMC contracts and police custody deaths; 14 stories cited in Bombay High Court petitions.",
          "Built and maintain a database of 3,000+ RTI replies on civic contracts (Google Sheets, Datawrapper).",
          "Edit and mentor two reporters on the Mumbai desk."]),
        ("03/2019 - 06/2021", "Reporter", "The Hindu, Mumbai Bureau",
         ["Covered Maharashtra politics, the 2019 Assembly elections and the Covid-19 lockdowns in Mumbai.",
          "Filed daily copy and weekend long-reads in English; translated interviews from Marathi and Hindi."]),
        ("08/2017 - 02/2019", "Trainee Reporter", "Hindustan Times, New Delhi",
         ["City desk: courts, municipal corporation and education beats."]),
        ("05/2016 - 07/2016", "Intern", "The Indian Express, New Delhi",
         ["Fact-checking and research for the investigations team."]),
    ]
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for dates, title, org, items in jobs:
        row = t.add_row().cells
        row[0].width, row[1].width = Inches(1.5), Inches(5.4)
        cell_para(row[0], dates, bold=True, size=9.5, first=True)
        cell_para(row[1], title, bold=True, first=True)
        cell_para(row[1], org, italic=True)
        for it in items:
            cell_para(row[1], it, style="List Bullet")
    heading(d, "Awards", color="7F1D1D")
    bullets(d, ["Ramnath Goenka Excellence in Journalism Award — Uncovering India Invisible, 2023",
                "Laadli Media Award for Gender Sensitivity — Best Investigative Story (English), 2020"])
    heading(d, "Education", color="7F1D1D")
    para(d, "PG Diploma in Journalism (English) — Asian College of Journalism, Chennai, 2017")
    para(d, "B.A. (Hons) Political Science — Lady Shri Ram College for Women, University of Delhi, 2016")
    heading(d, "Skills", color="7F1D1D")
    para(d, "Investigative reporting · Data journalism · RTI applications · Fact-checking · Interviewing · Court reporting · "
            "Datawrapper · Google Sheets · Flourish · WordPress CMS")
    para(d, "Languages: English, Hindi, Marathi, Tamil")
    d.save(os.path.join(OUT, "06-journalist-mumbai-tables.docx"))


# 09 — architect, London: positions in a dates | details table with borders between rows.
def architect_london():
    d = new_doc("Arial", 10, 0.8)
    para(d, "NADIA HADDAD  RIBA ARB", bold=True, size=18, space_after=0)
    para(d, "Associate / Architect", size=12, color="555555", space_after=2)
    para(d, "London, United Kingdom | +44 20 7946 0321 | nadia.haddad@example.com", size=9.5)
    heading(d, "Profile", color="000000")
    para(d, "ARB-registered architect with ten years' experience in housing, cultural and education projects, currently an "
            "Associate at AHMM. Experienced across RIBA Stages 0–6, with a focus on low-energy and Passivhaus design.")
    heading(d, "Professional experience", color="000000")
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    rows = [
        ("2021 – present", "Associate", "Allford Hall Monaghan Morris (AHMM), London",
         ["Project lead for a 240-home Passivhaus-certified scheme in Hackney Wick (RIBA Stages 2–5).",
          "Lead a team of 6; responsible for fees, programme and design team coordination."]),
        ("2019 – 2021", "Project Architect", "Allford Hall Monaghan Morris (AHMM), London",
         ["Delivered a secondary school in Tower Hamlets under a JCT Design and Build contract.",
          "Contract administration, site inspections, and BIM coordination in Revit."]),
        ("2016 – 2019", "Part II Architectural Assistant", "Haworth Tompkins, London",
         ["Theatre refurbishment and housing projects; planning applications and tender packages.",
          "Completed RIBA Part 3 while in practice (2019)."]),
        ("2013 – 2014", "Part I Architectural Assistant", "Feilden Clegg Bradley Studios, Bath",
         ["Year-out placement: models, visualisations and drawings for university buildings."]),
    ]
    for dates, title, org, items in rows:
        c = t.add_row().cells
        c[0].width, c[1].width = Inches(1.4), Inches(5.5)
        cell_para(c[0], dates, first=True, size=9.5)
        cell_para(c[1], title, bold=True, first=True)
        cell_para(c[1], org, italic=True)
        for it in items:
            cell_para(c[1], "– " + it, size=9.5)
    heading(d, "Education", color="000000")
    t = d.add_table(rows=0, cols=2)
    for dates, text in [("2019", "Postgraduate Certificate in Professional Practice in Architecture (RIBA Part 3), University of Westminster"),
                        ("2014 – 2016", "MArch Architecture (RIBA Part 2), The Bartlett School of Architecture, UCL"),
                        ("2010 – 2013", "BA (Hons) Architecture (RIBA Part 1), University of Bath")]:
        c = t.add_row().cells
        c[0].width, c[1].width = Inches(1.4), Inches(5.5)
        cell_para(c[0], dates, first=True, size=9.5)
        cell_para(c[1], text, first=True)
    heading(d, "Registration and accreditation", color="000000")
    bullets(d, ["Architects Registration Board (ARB), registered architect — 2019",
                "RIBA Chartered Member — 2019",
                "Certified Passive House Designer (Passive House Institute) — 2021"])
    heading(d, "Software and skills", color="000000")
    para(d, "Revit, AutoCAD, Rhino, Enscape, Adobe InDesign and Photoshop, NBS Chorus. BIM coordination, planning "
            "applications, JCT contract administration, Passivhaus design, design team leadership, client presentations.")
    d.save(os.path.join(OUT, "09-architect-london-table.docx"))


# 12 — editor, New York: contact details in the page header, bullets.
def editor_nyc():
    d = new_doc("Garamond", 11.5, 0.9)
    hdr = d.sections[0].header
    hp = hdr.paragraphs[0]
    hp.text = "New York, NY  |  (917) 555-0164  |  miriam.okafor@example.com"
    hp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    para(d, "Miriam Okafor", bold=True, size=24, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Senior Editor — Literary Fiction & Narrative Nonfiction", italic=True, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=8)
    heading(d, "Experience", color="333333")
    for title, org, dates, items in [
        ("Senior Editor", "Riverhead Books, Penguin Random House — New York, NY", "April 2021–Present",
         ["Acquire and edit 8–10 titles a year of literary fiction and narrative nonfiction; two New York Times bestsellers.",
          "Lead developmental and line edits, and oversee copyediting and proofs to the Chicago Manual of Style.",
          "Negotiate with agents, present titles at launch and sales conferences, and manage author relationships."]),
        ("Associate Editor", "Farrar, Straus and Giroux — New York, NY", "June 2017–March 2021",
         ["Edited a list of 6–8 books a year; wrote jacket and catalog copy.",
          "Ran the imprint's submission tracking and P&L models for acquisitions."]),
        ("Editorial Assistant", "The Atlantic — Washington, DC", "Sept. 2014–May 2017",
         ["Fact-checked and copyedited features in AP style; managed the freelance pitch inbox."]),
        ("Editorial Intern", "The Paris Review — New York, NY", "Summer 2013",
         ["Read slush and wrote reader reports on fiction submissions."]),
    ]:
        p = para(d, "", space_after=0)
        p.paragraph_format.space_before = Pt(6)
        r = p.add_run(title + ", ")
        r.bold = True
        p.add_run(org).italic = True
        para(d, dates, size=10, color="666666", space_after=1)
        bullets(d, items)
    heading(d, "Education", color="333333")
    para(d, "B.A. in English and Comparative Literature, Columbia University, New York, NY — 2014")
    heading(d, "Skills", color="333333")
    bullets(d, ["Developmental editing, line editing, copyediting and proofreading",
                "Chicago Manual of Style and AP style",
                "Manuscript acquisition, author relations and agent negotiations",
                "Adobe InDesign, Microsoft Word (Track Changes), Edelweiss, Excel P&L models",
                "Project management across production schedules"])
    d.save(os.path.join(OUT, "12-book-editor-nyc-contact-in-header.docx"))


# 16 — art director, Chicago: employer first, promotions under one employer, dates on tab stops.
def art_director_chicago():
    d = new_doc("Helvetica", 10.5, 0.75)
    para(d, "GABRIELA SANTOS", bold=True, size=20, space_after=0)
    para(d, "Associate Creative Director / Art Director", size=11.5, color="D0312D", space_after=1)
    para(d, "Chicago, IL · 773.555.0156 · gsantos.ad@example.com · gabrielasantos.example.com", size=9.5)
    heading(d, "Experience", color="D0312D")
    tab_line(d, "LEO BURNETT, Chicago, IL", "2020 – Present")
    tab_line(d, "Associate Creative Director", "2023 – Present", bold_left=False, italic_right=True)
    bullets(d, ["Lead a team of 6 art directors and copywriters on Kellogg's (Pringles, Cheez-It) and Samsung.",
                "Pringles Super Bowl LVIII spot: Cannes Lions Bronze (Film) 2024."])
    tab_line(d, "Senior Art Director", "2020 – 2023", bold_left=False, italic_right=True)
    bullets(d, ["Art directed integrated campaigns for McDonald's and Allstate, from concept through photo and film shoots."])
    tab_line(d, "FCB CHICAGO, Chicago, IL", "2016 – 2020")
    tab_line(d, "Art Director", "2016 – 2020", bold_left=False, italic_right=True)
    bullets(d, ["Campaigns for Michelob ULTRA and the Illinois Lottery; One Show Merit 2019."])
    tab_line(d, "CRAMER-KRASSELT, Chicago, IL", "2014 – 2016")
    tab_line(d, "Junior Art Director", "2014 – 2016", bold_left=False, italic_right=True)
    bullets(d, ["Print, out-of-home and digital for Corona and Porsche Cars North America."])
    heading(d, "Awards", color="D0312D")
    para(d, "Cannes Lions Bronze (2024) · One Show Merit (2019, 2021) · D&AD Wood Pencil (2019) · ADDY Gold, Chicago (2018)")
    heading(d, "Education", color="D0312D")
    para(d, "BFA, Visual Communication Design — School of the Art Institute of Chicago (SAIC), 2014")
    heading(d, "Skills", color="D0312D")
    para(d, "Art direction · Concept development · Campaign development · Photo and film shoot direction · Adobe Creative Cloud "
            "(Photoshop, Illustrator, InDesign, After Effects) · Keynote · Team leadership · Client presentations · Bilingual English/Spanish")
    d.save(os.path.join(OUT, "16-art-director-chicago-employer-first.docx"))


# 18 — new graduate designer, Vancouver: education first, co-op and "Summer 2022", part-time and volunteer roles.
def new_grad_vancouver():
    d = new_doc("Calibri", 10.5, 0.9)
    para(d, "Mei-Lin Chow", bold=True, size=20, space_after=0)
    para(d, "Graphic Designer", size=12, color="2E75B6", space_after=1)
    para(d, "Vancouver, BC | 604-555-0148 | meilin.chow@example.com | meilinchow.example.com | dribbble.com/meilinchow", size=9.5)
    heading(d, "Education", color="2E75B6")
    tab_line(d, "Bachelor of Design, Communication Design", "Sept 2021 – Apr 2025")
    para(d, "Emily Carr University of Art + Design, Vancouver, BC — Dean's List 2023, 2024", italic=True)
    heading(d, "Design Experience", color="2E75B6")
    tab_line(d, "Junior Designer — Hulse & Durrell, Vancouver", "Jun 2025 – Present")
    bullets(d, ["Design packaging, signage and brand guidelines for hospitality and consumer clients.",
                "Prepare print-ready files and attend press checks."])
    tab_line(d, "Design Co-op Student — lululemon, Vancouver", "Sept – Dec 2023")
    bullets(d, ["Produced in-store graphics and social assets for the Spring 2024 run collection."])
    tab_line(d, "Design Intern — Vancouver Art Gallery", "Summer 2022")
    bullets(d, ["Layout for exhibition catalogues and wayfinding in InDesign."])
    heading(d, "Other Experience", color="2E75B6")
    tab_line(d, "Volunteer Graphic Designer — Vancouver Pride Society", "2021 – 2024")
    bullets(d, ["Posters and social graphics for the annual festival."])
    tab_line(d, "Barista (part-time) — JJ Bean Coffee Roasters, Vancouver", "Sep 2020 – Apr 2023")
    heading(d, "Skills", color="2E75B6")
    para(d, "Adobe InDesign, Illustrator, Photoshop, After Effects, Figma | Typography, layout, branding, packaging, "
            "motion graphics, risograph printing | Collaboration, time management")
    heading(d, "Awards", color="2E75B6")
    para(d, "RGD Student Awards — Honourable Mention, Packaging (2024)")
    d.save(os.path.join(OUT, "18-new-grad-designer-vancouver.docx"))


# 20 — offline editor, London: credits table plus employment, Avid certification.
def offline_editor_london():
    d = new_doc("Arial", 10, 0.8)
    para(d, "Samuel Osei", bold=True, size=20, space_after=0)
    para(d, "Offline Editor (factual & documentary)", size=12, space_after=1)
    para(d, "London  |  07700 900226  |  sam.osei.edit@example.com  |  samosei.example.com", size=9.5)
    heading(d, "Employment", color="000000")
    tab_line(d, "Freelance Offline Editor", "2019 – present")
    para(d, "Self-employed, London — factual entertainment, documentary and branded content (credits below).")
    tab_line(d, "Assistant Editor — The Farm Group, London", "2016 – 2019")
    bullets(d, ["Ingest, syncing, multicam groups and turnovers for BBC, ITV and Netflix factual series.",
                "Managed Avid NEXIS projects and conform lists for online and grade."])
    tab_line(d, "Runner — Envy Post Production, London", "2015 – 2016")
    heading(d, "Selected credits", color="000000")
    t = d.add_table(rows=1, cols=4)
    t.style = "Light Grid Accent 1"
    for i, h in enumerate(["Programme", "Channel / Production company", "Role", "Year"]):
        t.rows[0].cells[i].text = h
    for row in [("Hidden Britain by Rail (10 × 60')", "Channel 5 / Rumpus Media", "Offline Editor", "2025"),
                ("The Last Lighthouse Keepers", "BBC Four / Mosaic Films", "Offline Editor", "2024"),
                ("Kitchen Nightshift, Series 3", "Channel 4 / Optomen", "Offline Editor", "2023"),
                ("Made in Lagos (feature documentary)", "Netflix / Mouthy Media", "Additional Editor", "2022"),
                ("Our Wild Coast", "ITV / Silverback Films", "Assistant Editor", "2018")]:
        c = t.add_row().cells
        for i, v in enumerate(row):
            c[i].text = v
    heading(d, "Education", color="000000")
    para(d, "BA (Hons) Film Production, University of Westminster, 2015")
    heading(d, "Certifications", color="000000")
    bullets(d, ["Avid Certified User: Media Composer (2016)", "Avid Certified Professional: Media Composer (2019)"])
    heading(d, "Skills", color="000000")
    para(d, "Avid Media Composer, Adobe Premiere Pro, DaVinci Resolve, ScriptSync and PhraseFind, Avid NEXIS, multicam editing, "
            "story editing, rough and fine cuts, colour correction, audio track laying")
    d.save(os.path.join(OUT, "20-offline-editor-london-credits.docx"))


# 26 — social media coordinator, Austin: two-column layout table with a sidebar.
def social_austin():
    d = new_doc("Calibri", 10, 0.5)
    para(d, "BRIANNA CASTILLO", bold=True, size=22, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Social Media Coordinator", size=12, color="E36C09", align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    side, main = t.rows[0].cells
    side.width, main.width = Inches(2.3), Inches(5.2)
    cell_para(side, "CONTACT", bold=True, color="E36C09", first=True)
    for x in ["Austin, TX", "(512) 555-0191", "bri.castillo@example.com", "@bricastillo"]:
        cell_para(side, x, size=9.5)
    cell_para(side, "")
    cell_para(side, "SKILLS", bold=True, color="E36C09")
    for x in ["Instagram & TikTok", "Sprout Social", "Canva", "CapCut", "Adobe Lightroom", "Content creation", "Copywriting",
              "Community management", "Analytics reporting"]:
        cell_para(side, "• " + x, size=9.5)
    cell_para(side, "")
    cell_para(side, "CERTIFICATIONS", bold=True, color="E36C09")
    cell_para(side, "Hootsuite Social Marketing Certification (2023)", size=9.5)
    cell_para(side, "Meta Certified Community Manager (2024)", size=9.5)
    cell_para(main, "EXPERIENCE", bold=True, color="E36C09", first=True)
    for title, org, dates, items in [
        ("Social Media Coordinator", "Tito's Handmade Vodka, Austin, TX", "May 2024 – Present",
         ["Plan and publish daily content for Instagram, TikTok and X (650K followers combined).",
          "Shoot and edit short-form video on iPhone and CapCut; 3 posts passed 1M views.",
          "Weekly reporting on engagement and reach to the brand marketing team."]),
        ("Social Media Assistant (Contract)", "Austin FC, Austin, TX", "Aug 2023 – Apr 2024",
         ["Live-posted matchday content and managed community replies during the 2023 season."]),
        ("Marketing Intern", "SXSW, Austin, TX", "Jan 2023 – May 2023",
         ["Scheduled festival content and compiled speaker assets for social."]),
        ("Server (part-time)", "Torchy's Tacos, Austin, TX", "2020 – 2023", []),
    ]:
        cell_para(main, title, bold=True)
        cell_para(main, f"{org}  |  {dates}", italic=True, size=9.5)
        for it in items:
            cell_para(main, "• " + it, size=9.5)
    cell_para(main, "")
    cell_para(main, "EDUCATION", bold=True, color="E36C09")
    cell_para(main, "B.S. in Advertising", bold=True)
    cell_para(main, "The University of Texas at Austin, Moody College of Communication  |  May 2023", size=9.5)
    d.save(os.path.join(OUT, "26-social-media-coordinator-austin-sidebar.docx"))


if __name__ == "__main__":
    ux_london()
    journalist_mumbai()
    architect_london()
    editor_nyc()
    art_director_chicago()
    new_grad_vancouver()
    offline_editor_london()
    social_austin()
