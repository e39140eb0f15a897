#!/usr/bin/python3
"""Writes files/21..28 *.docx (review 101, media, communications and nonprofit) with python-docx (Debian's
python3-docx): tab stops for right-aligned dates, a layout table, the contact details in the page header, a skills
grid, a bordered table, Word heading styles, two roles under one employer and bulleted lists.
Run: /usr/bin/python3 make_docx.py"""
import os
from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=2.0):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(margins)
        s.top_margin = s.bottom_margin = Cm(margins * 0.8)
    return d


def para(c, text="", bold=False, italic=False, size=None, color=None, align=None, after=2, style=None):
    p = c.add_paragraph(style=style) if style else c.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align is not None:
        p.alignment = align
    p.paragraph_format.space_after = Pt(after)
    return p


def bullet(c, text):
    p = c.add_paragraph(text, style="List Bullet")
    p.paragraph_format.space_after = Pt(1)
    return p


def tabbed(c, left, right, pos_cm=17.0, bold=True, italic_right=False, size=None):
    p = c.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(pos_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left); r.bold = bold
    if size: r.font.size = Pt(size)
    r = p.add_run("\t" + right); r.bold = bold; r.italic = italic_right
    if size: r.font.size = Pt(size)
    p.paragraph_format.space_after = Pt(0)
    return p


def heading(d, text, color="1F3864", size=12):
    p = para(d, text.upper(), bold=True, size=size, color=color, after=3)
    p.paragraph_format.space_before = Pt(8)
    return p


def borders(table, sz=4, color="808080"):
    tbl = table._tbl
    pr = tbl.tblPr
    b = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "single"); e.set(qn("w:sz"), str(sz)); e.set(qn("w:space"), "0"); e.set(qn("w:color"), color)
        b.append(e)
    pr.append(b)


def cell_text(cell, text, bold=False, size=None):
    cell.text = ""
    p = cell.paragraphs[0]
    r = p.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return p


def save(d, name):
    d.save(os.path.join(OUT, name))


# 21 US nonprofit communications director: tab-stop dates (MM/YYYY), stated "20 years" ---------------------------
d = new_doc("Cambria", 10.5)
para(d, "NADIA RAHMAN", bold=True, size=18, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
para(d, "Chicago, IL 60640  |  (773) 555-0119  |  nadia.rahman@example.org  |  linkedin.com/in/nadiarahman-comms",
     align=WD_ALIGN_PARAGRAPH.CENTER, after=8)
heading(d, "Summary")
para(d, "Communications leader with 20 years of experience telling the stories of libraries, hospitals and food banks. "
        "I build small, strong teams, run brand and media strategy, and speak for organizations when it counts.")
heading(d, "Professional Experience")
tabbed(d, "Director of Communications", "08/2020 – Present")
para(d, "Chicago Public Library Foundation, Chicago, IL", italic=True)
for b in ["Lead brand, media relations, digital and donor communications; manage a team of four and a $900k budget.",
          "Relaunched the Foundation's website and annual report; earned media up 60% in two years.",
          "Speechwriter for the President and the City Librarian at the annual Carnegie Awards dinner."]:
    bullet(d, b)
tabbed(d, "Communications Manager", "02/2016 – 07/2020")
para(d, "Greater Chicago Food Depository, Chicago, IL", italic=True)
for b in ["Ran media relations during the pandemic surge, with 400+ stories in 2020 alone.",
          "Managed the social media team and the Hunger Action Month campaign."]:
    bullet(d, b)
tabbed(d, "Media Relations Specialist", "06/2013 – 01/2016")
para(d, "Ann & Robert H. Lurie Children's Hospital of Chicago, Chicago, IL", italic=True)
bullet(d, "Pitched patient stories and research news; prepared physicians for interviews; on call for crisis media.")
tabbed(d, "Reporter", "2010 – 2013")
para(d, "Daily Herald, Arlington Heights, IL", italic=True)
bullet(d, "Covered suburban government and schools for a 90,000-circulation daily.")
heading(d, "Education")
tabbed(d, "M.S., Integrated Marketing Communications", "2016", bold=False)
para(d, "Northwestern University, Medill School of Journalism, Evanston, IL", italic=True)
tabbed(d, "B.J., Journalism", "2010", bold=False)
para(d, "University of Missouri, Columbia, MO", italic=True)
heading(d, "Skills")
para(d, "Strategic communications · Media relations · Crisis communications · Brand strategy · Speechwriting · "
        "Annual reports · Cision · Sprout Social · Adobe InDesign · Team leadership")
save(d, "21-nonprofit-communications-director-tabs-us.docx")

# 22 UK trusts and foundations fundraiser: layout table (dates cell | details cell) ---------------------------------
d = new_doc("Arial", 10)
para(d, "Priyanka Shah", bold=True, size=20, color="7B2C50", after=0)
para(d, "Trusts & Foundations Fundraiser", size=12, after=0)
para(d, "Leicester LE2  •  07700 900371  •  priyanka.shah@example.co.uk", after=8)
heading(d, "Profile", color="7B2C50")
para(d, "Trusts fundraiser with twelve years in hospice, older people's and hospital charities. I write bids that "
        "are clear about need and honest about outcomes, and I look after funders so they come back.")
heading(d, "Career history", color="7B2C50")
t = d.add_table(rows=0, cols=2)
jobs = [("Apr 2021 – Present", "Trusts and Foundations Manager", "LOROS Hospice, Leicester",
         ["Manage a £1.4M annual trusts income target and a pipeline of 180 funders; 2024/25 income £1.62M.",
          "Write applications and reports to the National Lottery Community Fund, Garfield Weston and local trusts.",
          "Line-manage a Trusts Officer; report to the Director of Income Generation."]),
        ("Jan 2018 – Mar 2021", "Senior Trusts Fundraiser", "Age UK, London",
         ["Led bids of £50k–£500k for national programmes on loneliness and digital inclusion.",
          "Researched new prospects with 360Giving and Funds Online."]),
        ("May 2016 – Dec 2017", "Trusts Fundraiser (part-time, 3 days a week)", "Leicester Hospitals Charity, Leicester",
         ["Wrote small-grant applications for ward equipment and patient comfort projects."]),
        ("Sept 2014 – Apr 2016", "Supporter Care Assistant", "NSPCC, London",
         ["Handled supporter enquiries, Gift Aid declarations and donation processing."])]
for dates, title, org, bl in jobs:
    row = t.add_row().cells
    row[0].width = Cm(4.0); row[1].width = Cm(13.0)
    cell_text(row[0], dates, size=9.5)
    p = cell_text(row[1], title, bold=True)
    row[1].add_paragraph(org).runs[0].italic = True
    for b in bl:
        row[1].add_paragraph(b, style="List Bullet")
heading(d, "Education and training", color="7B2C50")
t = d.add_table(rows=0, cols=2)
for dates, what in [("2017", "Certificate in Fundraising, Chartered Institute of Fundraising"),
                    ("2013 – 2014", "MA Creative Writing, University of Leicester"),
                    ("2010 – 2013", "BA (Hons) History, University of Nottingham")]:
    row = t.add_row().cells
    row[0].width = Cm(4.0); row[1].width = Cm(13.0)
    cell_text(row[0], dates, size=9.5); cell_text(row[1], what)
heading(d, "Skills", color="7B2C50")
para(d, "Trust and foundation fundraising; bid writing; project budgets; prospect research; reporting to funders; "
        "Beacon CRM; Raiser's Edge; 360Giving; Microsoft Excel")
save(d, "22-trusts-fundraiser-layout-table-uk.docx")

# 23 Canadian managing editor: contact in the page header, Word heading styles -----------------------------------
d = new_doc("Calibri", 10.5)
hdr = d.sections[0].header
hp = hdr.paragraphs[0]
r = hp.add_run("Simone Okoye-Laurent"); r.bold = True; r.font.size = Pt(16)
hp2 = hdr.add_paragraph("Vancouver, BC  ·  604-555-0127  ·  simone.okoyelaurent@example.ca")
hp2.runs[0].font.size = Pt(9.5)
d.add_heading("Managing Editor · Copy Editor", level=1)
para(d, "Editor with twelve years in newspapers and book publishing. Careful with facts, kind to writers, and "
        "reliable on deadline. Certified Copy Editor (Editors Canada).")
d.add_heading("Experience", level=1)
d.add_heading("Managing Editor — Greystone Books, Vancouver, BC", level=2)
para(d, "Nov 2022 – Present", italic=True)
for b in ["Run the production schedule for 30 nonfiction titles a year, from manuscript to printer.",
          "Hire and brief freelance copy editors, proofreaders and indexers; manage the house style sheet."]:
    bullet(d, b)
d.add_heading("Freelance Copy Editor — self-employed", level=2)
para(d, "2018 – 2022", italic=True)
para(d, "Clients included UBC Press, The Tyee and Harbour Publishing: copy editing, proofreading and fact-checking of "
        "books, long-form journalism and annual reports.")
d.add_heading("Copy Editor — The Globe and Mail, Toronto, ON", level=2)
para(d, "Sept 2014 – June 2018", italic=True)
for b in ["Edited news and features copy for print and web; wrote headlines, decks and captions to Globe style.",
          "Night desk rotation; final reads of the front section."]:
    bullet(d, b)
d.add_heading("Editorial Intern — The Walrus, Toronto, ON", level=2)
para(d, "Summer 2014", italic=True)
d.add_heading("Education", level=1)
para(d, "Master of Publishing, Simon Fraser University, 2014")
para(d, "B.A. (Honours), English Literature, McGill University, 2012")
d.add_heading("Certification", level=1)
para(d, "Certified Copy Editor, Editors Canada, 2019")
d.add_heading("Skills", level=1)
para(d, "Copy editing · Substantive editing · Proofreading · Fact-checking · Chicago Manual of Style · "
        "The Canadian Press Stylebook · Adobe InDesign · Adobe InCopy · PerfectIt · Microsoft Word (tracked changes)")
save(d, "23-managing-editor-header-contact-canada.docx")

# 24 Australian media adviser: skills grid table, two roles under one employer ----------------------------------
d = new_doc("Calibri", 10.5)
para(d, "Thomas Haddad", bold=True, size=22, color="003B5C", after=0)
para(d, "Senior Media Adviser", size=12, color="555555", after=2)
para(d, "Canberra ACT  |  0491 570 157  |  thomas.haddad@example.com.au", after=8)
heading(d, "Professional summary", color="003B5C")
para(d, "Former political reporter, now a senior media adviser, with over 15 years in journalism and political "
        "communication. Trusted by ministers and journalists to be straight, fast and accurate.")
heading(d, "Employment history", color="003B5C")
tabbed(d, "Senior Media Adviser", "Jul 2022 – Present")
para(d, "Office of the ACT Chief Minister, Canberra", italic=True)
for b in ["Manage media for the Chief Minister: press conferences, interview bids, media releases and issues management.",
          "Draft speeches and talking points; brief the Chief Minister before Assembly question time."]:
    bullet(d, b)
tabbed(d, "Media and Communications Manager", "Feb 2019 – Jun 2022")
para(d, "ACOSS (Australian Council of Social Service), Sydney", italic=True)
for b in ["Ran media for the Raise the Rate campaign; 2,000+ stories during the 2020 Coronavirus Supplement debate.",
          "Managed two communications officers and the social media channels."]:
    bullet(d, b)
para(d, "The Canberra Times, Canberra", bold=True, after=0)
tabbed(d, "Political Reporter", "Jan 2014 – Jan 2019", bold=False)
bullet(d, "Covered federal politics from the press gallery at Parliament House: Budget, elections and Senate estimates.")
tabbed(d, "Cadet Journalist", "Jan 2013 – Dec 2013", bold=False)
bullet(d, "Rotated through courts, police rounds and the news desk; completed the Canberra Times cadetship.")
heading(d, "Education", color="003B5C")
para(d, "Bachelor of Communication (Journalism), University of Canberra, 2012")
heading(d, "Key skills", color="003B5C")
t = d.add_table(rows=3, cols=3)
t.alignment = WD_TABLE_ALIGNMENT.CENTER
skills = ["Media relations", "Issues management", "Speechwriting", "Press conferences", "Media releases",
          "Stakeholder engagement", "Meltwater", "Isentia", "Adobe Audition"]
for i, s in enumerate(skills):
    cell_text(t.cell(i // 3, i % 3), "▪ " + s)
heading(d, "Referees", color="003B5C")
para(d, "Provided on request.")
save(d, "24-media-adviser-skills-grid-au.docx")

# 25 Indian CSR / M&E professional: bordered experience and education tables ------------------------------------
d = new_doc("Times New Roman", 11)
para(d, "FARHAN SIDDIQUI", bold=True, size=16, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
para(d, "House No. 221, Sector 50, Noida, Uttar Pradesh – 201301", align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
para(d, "Mob: +91 98110 55634 | Email: farhan.siddiqui@example.com", align=WD_ALIGN_PARAGRAPH.CENTER, after=8)
heading(d, "Professional Summary", color="000000", size=11.5)
para(d, "Development sector professional with 11 years of experience in CSR programme management, monitoring and "
        "evaluation and field implementation in health, education and livelihoods across Uttar Pradesh, Bihar and Delhi NCR.")
heading(d, "Work Experience", color="000000", size=11.5)
t = d.add_table(rows=1, cols=4)
borders(t)
for c, h in zip(t.rows[0].cells, ["Position", "Organisation", "Location", "Period"]):
    cell_text(c, h, bold=True)
for row in [("Project Manager – CSR", "HCL Foundation", "Noida", "01/2022 – Present"),
            ("Monitoring & Evaluation Officer", "PATH", "New Delhi", "08/2018 – 12/2021"),
            ("Project Officer", "Oxfam India", "Lucknow", "06/2015 – 07/2018"),
            ("Research Intern", "Centre for Policy Research", "New Delhi", "05/2014 – 07/2014")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        cell_text(c, v)
para(d, "", after=4)
para(d, "Key responsibilities", bold=True)
for b in ["HCL Foundation: manage CSR projects worth ₹18 crore under Schedule VII of the Companies Act, 2013; "
          "select and monitor 12 implementing NGOs; prepare board and CSR committee reports.",
          "PATH: designed M&E frameworks and logframes for maternal and child health projects; ran data quality "
          "audits and trained district teams in DHIS2 and Power BI.",
          "Oxfam India: implemented a women's livelihoods and land rights project in 60 villages of Bundelkhand."]:
    bullet(d, b)
heading(d, "Educational Qualifications", color="000000", size=11.5)
t = d.add_table(rows=1, cols=4)
borders(t)
for c, h in zip(t.rows[0].cells, ["Degree", "Institute / University", "Year", "Percentage"]):
    cell_text(c, h, bold=True)
for row in [("M.A. Social Work", "Jamia Millia Islamia, New Delhi", "2015", "71%"),
            ("B.Com", "University of Lucknow", "2013", "64%")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        cell_text(c, v)
heading(d, "Skills", color="000000", size=11.5)
for b in ["M&E frameworks, logframes, baseline and endline surveys",
          "STATA, SPSS, Power BI, DHIS2, MS Excel (advanced)",
          "CSR compliance and NGO due diligence",
          "Report writing and stakeholder engagement",
          "Languages: English, Hindi, Urdu"]:
    bullet(d, b)
heading(d, "Declaration", color="000000", size=11.5)
para(d, "I hereby declare that the information furnished above is true to the best of my knowledge.")
para(d, "Place: Noida\t\t\t\t\t\t\tFarhan Siddiqui")
save(d, "25-csr-me-bordered-tables-india.docx")

# 26 US social media manager, early career: one page, bullets, "Summer 2022" internship ------------------------
d = new_doc("Calibri", 11, margins=1.9)
para(d, "Kayla Morrison", bold=True, size=20, after=0)
para(d, "Austin, TX · 512-555-0183 · kayla.morrison@example.com · kaylamorrison.example.com", size=10, after=6)
heading(d, "Experience", color="C2410C", size=11)
tabbed(d, "Social Media Manager, The Texas Tribune — Austin, TX", "Jan 2024 – Present", pos_cm=17.5)
for b in ["Run Instagram, TikTok, Threads and Bluesky for a nonprofit statewide newsroom (600k followers).",
          "Built a short-video series explaining the Legislature; 14M views in the 2025 session.",
          "Report weekly audience analytics to editors with Sprout Social and Google Analytics."]:
    bullet(d, b)
tabbed(d, "Social Media Coordinator, KUT Public Media — Austin, TX", "Aug 2022 – Dec 2023", pos_cm=17.5)
for b in ["Scheduled and wrote posts for KUT News and KUTX; moderated comments and community posts.",
          "Cut vertical video in CapCut and Premiere Pro for breaking news and live music sessions."]:
    bullet(d, b)
tabbed(d, "Digital Engagement Intern, ACLU of Texas — Austin, TX", "Summer 2022", pos_cm=17.5)
bullet(d, "Drafted action alerts and graphics in Canva for the voting rights campaign.")
heading(d, "Education", color="C2410C", size=11)
tabbed(d, "B.A. Journalism, The University of Texas at Austin", "May 2022", pos_cm=17.5, bold=False)
heading(d, "Skills", color="C2410C", size=11)
para(d, "Instagram · TikTok · Threads · Bluesky · Sprout Social · Canva · CapCut · Adobe Premiere Pro · Google Analytics · "
        "Audience analytics · Community moderation · AP Style")
save(d, "26-social-media-manager-short-us.docx")

# 27 Irish broadcast journalist: employer then several roles with tab dates; freelance year ----------------------
d = new_doc("Georgia", 10.5)
para(d, "Orla Fitzgerald-Byrne", bold=True, size=20, after=0)
para(d, "Journalist · Broadcaster", italic=True, after=0)
para(d, "Cork  |  086 555 0174  |  orla.fb@example.ie  |  Irish: fluent", after=8)
heading(d, "Profile", color="0B5345")
para(d, "Correspondent with fourteen years in newspapers, radio and television, mostly in Munster. I report live, "
        "in Irish and English, and I know the region's councils, courts, farms and hospitals.")
heading(d, "Experience", color="0B5345")
para(d, "RTÉ, Cork and Dublin", bold=True, size=11.5, after=0)
tabbed(d, "Southern Correspondent, RTÉ News", "Mar 2022 – Present", bold=False)
for b in ["Lead reporter for Munster on the Six One and Nine O'Clock News, Morning Ireland and rte.ie.",
          "Live reports from storms, court cases and the 2024 local and general elections."]:
    bullet(d, b)
tabbed(d, "Reporter, RTÉ News", "Sept 2017 – Feb 2022", bold=False)
bullet(d, "General news reporter in the Cork newsroom; edited TV packages in Avid and radio in Dalet.")
tabbed(d, "Broadcast Journalist (contract), RTÉ Radio 1", "2015 – 2017", bold=False)
bullet(d, "Producer and reporter on Today with Seán O'Rourke and the CountryWide programme.")
para(d, "Irish Examiner, Cork", bold=True, size=11.5, after=0)
tabbed(d, "Reporter", "Jun 2012 – Aug 2015", bold=False)
bullet(d, "Health and courts reporter; won the NewsBrands Ireland Young Journalist of the Year in 2014.")
para(d, "Freelance", bold=True, size=11.5, after=0)
tabbed(d, "Freelance Journalist (The Irish Times, Business Post)", "2011 – 2012", bold=False)
heading(d, "Education", color="0B5345")
tabbed(d, "MA in Journalism, University of Limerick", "2011", bold=False)
tabbed(d, "BA (English and History), University College Cork", "2010", bold=False)
heading(d, "Skills", color="0B5345")
para(d, "News reporting · Live broadcasting · TV packaging · Radio production · Avid Media Composer · Adobe Premiere Pro · "
        "Dalet · Mobile journalism (MoJo) · Defamation law · Irish language (fluent)")
save(d, "27-rte-correspondent-roles-under-employer-ireland.docx")

# 28 UK volunteer programme coordinator: header and footer, dates on their own line --------------------------------
d = new_doc("Calibri", 11)
sec = d.sections[0]
hp = sec.header.paragraphs[0]
hp.text = "Fatima Begum  |  Volunteer Programme Coordinator"
hp.runs[0].font.size = Pt(9); hp.runs[0].font.color.rgb = RGBColor.from_string("666666")
fp = sec.footer.paragraphs[0]
fp.text = "Birmingham B10  ·  07700 900126  ·  fatima.begum@example.org.uk"
fp.runs[0].font.size = Pt(9)
fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
para(d, "Fatima Begum", bold=True, size=22, color="2E4053", after=0)
para(d, "Birmingham B10 · 07700 900126 · fatima.begum@example.org.uk", after=8)
d.add_heading("Personal profile", level=2)
para(d, "Volunteer and community programme coordinator with ten years in youth work, hospice and voluntary sector "
        "support roles. I recruit, train and keep volunteers, and I make sure they are safe, supported and thanked.")
d.add_heading("Employment", level=2)
for title, org, dates, bl in [
        ("Volunteer Programme Coordinator", "Birmingham Voluntary Service Council (BVSC), Birmingham", "March 2021 – present",
         ["Run the city's volunteer brokerage: 2,300 volunteers placed with 180 charities and community groups a year.",
          "Deliver safeguarding and volunteer management training to small charities; manage Better Impact.",
          "Coordinated 600 volunteers for the Birmingham 2022 Commonwealth Games community programme."]),
        ("Volunteer Coordinator", "Marie Curie Hospice, West Midlands, Solihull", "June 2018 – February 2021",
         ["Recruited and supported 250 hospice volunteers; ran inductions, DBS checks and supervision.",
          "Moved volunteer rotas online in Assemble during the pandemic."]),
        ("Sessional Youth Worker", "Birmingham City Council Youth Service, Small Heath", "2016 – 2018",
         ["Ran evening youth clubs and detached sessions; planned residentials and Duke of Edinburgh's Award groups."]),
        ("Trustee (voluntary)", "Small Heath Community Forum, Birmingham", "2019 – present",
         ["Board member and safeguarding lead trustee for a small residents' charity."])]:
    para(d, title, bold=True, after=0)
    para(d, org, after=0)
    para(d, dates, italic=True, color="555555", after=1)
    for b in bl:
        bullet(d, b)
d.add_heading("Education", level=2)
para(d, "BA (Hons) Youth and Community Work (JNC recognised), Newman University, Birmingham, 2016")
d.add_heading("Training and certificates", level=2)
bullet(d, "Level 3 Award in Education and Training, 2019")
bullet(d, "Mental Health First Aider, MHFA England, 2022")
bullet(d, "Enhanced DBS certificate on the Update Service")
d.add_heading("Skills", level=2)
para(d, "Volunteer recruitment and retention · Safeguarding · Training delivery · Community engagement · Event coordination · "
        "Better Impact · Assemble · Microsoft Teams · Languages: English, Urdu, Bengali (Sylheti)")
save(d, "28-volunteer-programme-coordinator-header-footer-uk.docx")
