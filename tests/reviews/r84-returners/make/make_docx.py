#!/usr/bin/python3
"""Writes files/21..28 *.docx with python-docx (Debian's python3-docx): tables for layout, tab stops for right-aligned
dates, bulleted lists, a page header holding the contact details. Run: /usr/bin/python3 make_docx.py"""
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


def para(d_or_cell, text="", bold=False, italic=False, size=None, color=None, align=None, space_after=2, style=None):
    p = d_or_cell.add_paragraph(style=style) if style else d_or_cell.add_paragraph()
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


def runs(p, *parts):
    """parts: (text, bold, italic)"""
    for text, b, i in parts:
        r = p.add_run(text)
        r.bold, r.italic = b, i
    return p


def bullet(d_or_cell, text):
    p = d_or_cell.add_paragraph(text, style="List Bullet")
    p.paragraph_format.space_after = Pt(1)
    return p


def tabbed(d, left, right, width_cm, bold=True, italic_right=False):
    """A line with text on the left and dates at a right-aligned tab stop."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(width_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t")
    r2 = p.add_run(right)
    r2.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(6)
    return p


def rule_heading(d, text, color="1F4E79", size=12):
    p = para(d, text.upper(), bold=True, size=size, color=color, space_after=3)
    p.paragraph_format.space_before = Pt(10)
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    bottom = OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", color)):
        bottom.set(qn(k), v)
    bdr.append(bottom)
    pPr.append(bdr)
    return p


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "nil")
        borders.append(e)
    tblPr.append(borders)


def set_widths(table, widths_cm):
    for row in table.rows:
        for cell, w in zip(row.cells, widths_cm):
            cell.width = Cm(w)


def first_par(cell):
    return cell.paragraphs[0]


# --------------------------------------------------------------------------------------------------------------
def f21():
    d = new_doc("Arial", 10)
    para(d, "Rebecca Hartley", bold=True, size=20, color="5B2C6F", space_after=0)
    para(d, "Stockport, Greater Manchester  |  0161 496 0732  |  rebecca.hartley@example.co.uk", size=9.5, space_after=8)
    rule_heading(d, "Personal profile", "5B2C6F")
    para(d, "Experienced executive assistant and office manager, back at work since 2022 after five years caring for my "
            "father. Eleven years of supporting managers and directors taught me diary management, discretion and how to "
            "keep an office running. I now manage a busy housing association office three days a week and am looking for "
            "a full-time role.")
    rule_heading(d, "Employment", "5B2C6F")
    rows = [
        ("Jan 2022 – Present", "Office Manager (job share, 3 days a week)", "Stockport Homes Group, Stockport",
         ["Run the head office for 140 staff: facilities, contracts, budgets and the reception team of four.",
          "Organise the board and committee cycle: agendas, papers and minutes for 30 meetings a year.",
          "Moved the office's paper filing to SharePoint and Teams; saved one day a week of admin time."]),
        ("2016 – 2021", "Career break", "Full-time carer for my father",
         ["Managed his care package, finances and appointments; kept my skills current with online Excel courses."]),
        ("Apr 2009 – Jul 2016", "Executive Assistant to the Chief Financial Officer", "The Co-operative Group, Manchester",
         ["Managed the CFO's diary, travel and correspondence across the group's food, funeral and insurance businesses.",
          "Prepared board packs and took minutes at the audit and risk committees.",
          "Organised the finance leadership conference for 250 delegates, on budget two years running."]),
        ("Sep 2005 – Mar 2009", "Team Administrator", "Royal Mail, Manchester Mail Centre",
         ["Administration for a team of 60: rotas, absence records, purchase orders and stationery budgets."]),
    ]
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for when, title, org, bullets in rows:
        c = t.add_row().cells
        runs(first_par(c[0]), (when, True, False))
        p = first_par(c[1])
        runs(p, (title, True, False))
        para(c[1], org, italic=True, space_after=1)
        for b in bullets:
            bullet(c[1], b)
    set_widths(t, [4.0, 13.0])
    rule_heading(d, "Education and training", "5B2C6F")
    t2 = d.add_table(rows=0, cols=2)
    no_borders(t2)
    for when, what in [("2002 – 2005", "BA (Hons) English and History, Manchester Metropolitan University"),
                       ("2023", "PRINCE2 Foundation Certificate in Project Management"),
                       ("2021", "Microsoft Office Specialist: Excel Associate (Microsoft 365 Apps)")]:
        c = t2.add_row().cells
        runs(first_par(c[0]), (when, True, False))
        runs(first_par(c[1]), (what, False, False))
    set_widths(t2, [4.0, 13.0])
    rule_heading(d, "Skills", "5B2C6F")
    for b in ["Diary and inbox management, minute taking, board papers",
              "Microsoft 365: Outlook, Word, Excel, Teams, SharePoint",
              "Event planning, travel booking, budget tracking and purchase orders",
              "Stakeholder liaison, confidentiality and discretion"]:
        bullet(d, b)
    d.save(os.path.join(OUT, "21-returner-carer-office-manager-table-uk.docx"))


# --------------------------------------------------------------------------------------------------------------
def f22():
    d = new_doc("Garamond", 11, 1.9)
    para(d, "DANA WHITFIELD-OSEI, MSW", bold=True, size=17, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "UX Researcher", size=12, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Seattle, WA  •  (206) 555-0113  •  dana.wo@example.com  •  danawhitfield-research.example.com",
         size=10, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=8)
    d.add_heading("Summary", level=2)
    para(d, "UX researcher who spent nine years as a social worker in hospitals and community services before moving "
            "into research. I interview people on the hardest day of their lives for a living, and I turn what they "
            "say into decisions product teams can act on.")
    W = 17.2
    d.add_heading("Research Experience", level=2)
    tabbed(d, "UX Researcher, Premera Blue Cross — Mountlake Terrace, WA", "Jul 2023 – Present", W)
    for b in ["Plan and run generative and evaluative studies for the member app and claims portal (40+ studies).",
              "Built the research repository in Dovetail; insights now tagged and searchable across five product teams.",
              "Findings on prior-authorization letters led to a redesign that cut related calls by 18%."]:
        bullet(d, b)
    tabbed(d, "UX Research Volunteer, Open Seattle (Code for America Brigade) — Seattle, WA", "Jan 2022 – Jun 2023", W)
    for b in ["Ran interviews and usability tests with tenants for a rental-assistance screener built with the city.",
              "Wrote surveys in Qualtrics and synthesized results with thematic analysis and journey maps."]:
        bullet(d, b)
    d.add_heading("Social Work Experience", level=2)
    tabbed(d, "Medical Social Worker, Harborview Medical Center — Seattle, WA", "Sep 2016 – Aug 2022", W)
    for b in ["Assessed and supported trauma and ICU patients and families; discharge planning for 25 patients a week.",
              "Co-designed the hospital's new discharge checklist with nurses and patients; readmissions fell 9%."]:
        bullet(d, b)
    tabbed(d, "Case Manager, Catholic Community Services of Western Washington — Tacoma, WA", "Jun 2013 – Aug 2016", W)
    for b in ["Case management for 45 families in permanent supportive housing; motivational interviewing.",
              "Collected and reported outcome data for HUD funding reports."]:
        bullet(d, b)
    d.add_heading("Education & Training", level=2)
    tabbed(d, "UX Research Certificate — University of Washington Professional & Continuing Education", "2022", W, bold=False)
    tabbed(d, "Master of Social Work (MSW) — University of Washington", "2013", W, bold=False)
    tabbed(d, "B.A. Psychology — Western Washington University", "2011", W, bold=False)
    d.add_heading("Certifications", level=2)
    bullet(d, "NN/g UX Certification (Nielsen Norman Group), 2023")
    bullet(d, "Licensed Independent Clinical Social Worker (LICSW), Washington State, 2016")
    d.add_heading("Skills", level=2)
    para(d, "Methods: user interviews, usability testing, survey design, diary studies, thematic analysis, journey mapping, "
            "service blueprints")
    para(d, "Tools: Dovetail, Qualtrics, UserTesting, Figma (basic), Miro")
    para(d, "Also: motivational interviewing, trauma-informed care, facilitation, presenting to executives")
    d.save(os.path.join(OUT, "22-social-worker-to-ux-research-tabs-us.docx"))


# --------------------------------------------------------------------------------------------------------------
def f23():
    d = new_doc("Calibri", 11, 2.2)
    para(d, "Maria Theresa (Tess) Dela Cruz", bold=True, size=18, space_after=0)
    para(d, "Winnipeg, MB R2W 3B4 · 204-555-0171 · tess.delacruz@example.ca", space_after=10)
    para(d, "HEALTH CARE AIDE", bold=True, size=12, color="2E75B6")
    para(d, "Internationally educated nurse (Philippines, 7 years) working as a health care aide in Winnipeg since 2019. "
            "I currently hold two part-time positions and am completing the IEN bridging program to register with CRNM.")
    para(d, "WORK EXPERIENCE", bold=True, size=12, color="2E75B6")
    jobs = [
        ("Health Care Aide (part-time, 0.5 EFT)", "Health Sciences Centre Winnipeg, Shared Health", "Winnipeg, MB", "Nov 2019 – Present",
         ["Personal care, feeding, mobility and transfers (mechanical lifts) on a 30-bed medicine unit.",
          "Take vital signs and report changes to the nurse; chart in the electronic record."]),
        ("Health Care Aide (casual)", "Riverview Health Centre", "Winnipeg, MB", "Mar 2020 – Present",
         ["Dementia care on the personal care home units; recreation support and end-of-life comfort care."]),
        ("Home Support Worker (part-time)", "WRHA Home Care Program", "Winnipeg, MB", "Jan 2020 – Dec 2021",
         ["Home visits for 8–10 clients a day: personal care, medication reminders, light housekeeping."]),
        ("Staff Nurse", "St. Luke's Medical Center", "Quezon City, Philippines", "Jun 2011 – Jul 2018",
         ["Registered nurse on a 28-bed medical-surgical ward; medication administration and patient education.",
          "Charge nurse on night shifts from 2015; precepted new graduate nurses."]),
    ]
    for title, org, loc, when, bl in jobs:
        p = para(d, "", space_after=0)
        runs(p, (title, True, False), (" | " + org + ", " + loc, False, False))
        para(d, when, italic=True, space_after=1)
        for b in bl:
            bullet(d, b)
    para(d, "Aug 2018 – Oct 2019: moved to Canada as a permanent resident; studied for the Health Care Aide certificate.",
         italic=True)
    para(d, "EDUCATION", bold=True, size=12, color="2E75B6")
    bullet(d, "Health Care Aide Certificate — Manitoba Institute of Trades and Technology (MITT), 2019")
    bullet(d, "Bachelor of Science in Nursing — University of Santo Tomas, Manila, 2010")
    para(d, "CERTIFICATES", bold=True, size=12, color="2E75B6")
    bullet(d, "BLS Provider (CPR), Heart and Stroke Foundation — renewed 2025")
    bullet(d, "Non-Violent Crisis Intervention (CPI), 2023")
    bullet(d, "Food Handler Certificate, Manitoba, 2020")
    para(d, "SKILLS", bold=True, size=12, color="2E75B6")
    para(d, "Personal care · Vital signs · Dementia care · Mechanical lift transfers · Infection prevention and control · "
            "Charting · Palliative comfort care · Patient education · Languages: English, Tagalog")
    d.save(os.path.join(OUT, "23-two-part-time-health-care-aide-ca.docx"))


# --------------------------------------------------------------------------------------------------------------
def f24():
    d = new_doc("Cambria", 10.5, 2.0)
    h = d.add_heading("Ashley Brooks-Ramirez", level=0)
    para(d, "San Diego, CA 92106 | (619) 555-0128 | ashley.brooksramirez@example.com | linkedin.com/in/abrooksramirez-example",
         size=9.5, space_after=6)
    para(d, "Recruiting coordinator and HR professional (SHRM-CP). Military spouse: six moves in twelve years taught me to "
            "learn a new team, system and city fast. Fully remote since 2021.", italic=True)
    d.add_heading("PROFESSIONAL EXPERIENCE", level=1)
    jobs = [
        ("Recruiting Coordinator (remote)", "Instant Teams", "Remote", "07/2021 - Present",
         ["Coordinate interviews for 25–40 open roles at a time for client companies; Greenhouse and iCIMS.",
          "Source candidates on LinkedIn Recruiter; write job posts; run offer paperwork and background checks.",
          "Onboarded 300+ remote team members, most of them military spouses."]),
        ("Human Resources Assistant (GS-0203-07)", "86th Force Support Squadron, U.S. Air Force", "Ramstein Air Base, Germany", "09/2019 - 06/2021",
         ["Processed civilian personnel actions and maintained employee records for 1,200 civilian employees.",
          "Guided applicants through USAJOBS and the hiring-preference process."]),
        ("Administrative Assistant", "Cape Fear Valley Health", "Fayetteville, NC", "02/2016 - 06/2018",
         ["Front office and scheduling for a 12-provider practice; credentialing files and staff onboarding paperwork."]),
        ("Front Desk Coordinator (part-time)", "YMCA of Pierce & Kitsap Counties", "Lakewood, WA", "05/2013 - 12/2015",
         ["Memberships, class scheduling and the front desk team rota."]),
    ]
    for title, org, loc, when, bl in jobs:
        p = para(d, "", space_after=0)
        runs(p, (title, True, False))
        p = para(d, "", space_after=0)
        runs(p, (org + " — " + loc, False, True))
        para(d, when, space_after=1)
        for b in bl:
            bullet(d, b)
    d.add_heading("VOLUNTEER LEADERSHIP", level=1)
    p = para(d, "", space_after=0)
    runs(p, ("Family Readiness Group Leader (volunteer)", True, False))
    para(d, "3rd Special Forces Group (Airborne), Fort Bragg, NC", italic=True, space_after=0)
    para(d, "2016 - 2018", space_after=1)
    bullet(d, "Led a volunteer team of 8 supporting 200 families through deployments; monthly newsletters and events.")
    d.add_heading("EDUCATION", level=1)
    para(d, "B.S. Human Resource Management, University of Maryland Global Campus, 2020")
    d.add_heading("CERTIFICATIONS", level=1)
    para(d, "SHRM Certified Professional (SHRM-CP), 2022")
    para(d, "Associate Professional in Human Resources (aPHR), HRCI, 2019")
    d.add_heading("SKILLS", level=1)
    t = d.add_table(rows=4, cols=3)
    t.style = "Table Grid"
    cells = ["Full-cycle recruiting", "Greenhouse", "iCIMS",
             "LinkedIn Recruiter sourcing", "Onboarding", "HRIS data entry",
             "USAJOBS / federal hiring", "Microsoft Excel", "Interview scheduling",
             "Employee records", "Event coordination", "Background checks"]
    for i, text in enumerate(cells):
        t.rows[i // 3].cells[i % 3].text = text
    d.save(os.path.join(OUT, "24-military-spouse-relocations-hr-us.docx"))


# --------------------------------------------------------------------------------------------------------------
def f25():
    d = new_doc("Georgia", 10.5, 2.0)
    para(d, "Nandini Rao", bold=True, size=22, color="C0392B", space_after=0)
    para(d, "Content Marketing Manager · ex-journalist", size=12, space_after=0)
    para(d, "Bengaluru, Karnataka · +91 98450 55012 · nandini.rao.writes@example.com · nandinirao.example.in", size=9.5,
         space_after=8)
    d.add_heading("About", level=1)
    para(d, "Eight years as a reporter at The Hindu and Deccan Herald, then five in B2B SaaS content. I took a ten-month "
            "sabbatical in 2020–21 to finish a book and learn SEO properly. I run content programmes that rank, get "
            "read by buyers and bring in pipeline.")
    d.add_heading("Work experience", level=1)
    jobs = [
        ("Content Marketing Manager", "Freshworks", "Bengaluru", "April 2023 – Present",
         ["Own the blog and SEO content for the CRM product line: 40 articles a quarter with a team of 3 writers.",
          "Organic sign-ups from content up 62% year on year; built the content calendar and briefs in HubSpot and Semrush."]),
        ("Senior Content Writer", "Razorpay", "Bengaluru", "June 2021 – March 2023",
         ["Wrote long-form guides, case studies and the payments glossary; 18 articles reached page one on Google."]),
        ("Sabbatical", "", "", "July 2020 – May 2021",
         ["Finished my non-fiction book on Bengaluru's lakes (Westland, 2022); HubSpot and Semrush courses."]),
        ("Senior Reporter", "Deccan Herald", "Bengaluru", "2016 – June 2020",
         ["Covered urban development and civic issues; 600+ bylines, including a series that led to a lake-protection order."]),
        ("Reporter / Sub-editor", "The Hindu", "Chennai", "2012-2016",
         ["Reported on education and health; edited copy for the city pages on the night desk."]),
    ]
    for title, org, loc, when, bl in jobs:
        p = d.add_paragraph()
        runs(p, (title, True, False))
        if org:
            runs(p, (", " + org + ", " + loc, False, False))
        p.paragraph_format.space_after = Pt(0)
        para(d, when, italic=True, color="7F8C8D", space_after=1)
        for b in bl:
            bullet(d, b)
    d.add_heading("Education", level=1)
    bullet(d, "PG Diploma in Journalism — Asian College of Journalism, Chennai (2012)")
    bullet(d, "B.A. English Literature — Mount Carmel College, Bengaluru (2011)")
    d.add_heading("Certifications", level=1)
    bullet(d, "HubSpot Content Marketing Certification (2021)")
    bullet(d, "Semrush SEO Fundamentals (2021)")
    d.add_heading("Skills", level=1)
    para(d, "Content strategy | SEO | Copywriting | Editing | Long-form writing | Interviewing | HubSpot | WordPress | "
            "Google Analytics | Semrush")
    d.save(os.path.join(OUT, "25-journalist-to-content-marketing-in.docx"))


# --------------------------------------------------------------------------------------------------------------
def f26():
    d = new_doc("Calibri", 10.5, 2.0)
    para(d, "TAN Wei Ling (Wendy), CA (Singapore)", bold=True, size=18, space_after=0)
    para(d, "Singapore 159945 | +65 8555 0137 | wendy.tan.wl@example.com.sg", space_after=8)
    W = 17.0
    rule_heading(d, "Summary", "000000", 11)
    para(d, "Chartered accountant with 12 years in audit and finance. I work as a part-time financial controller for two "
            "SMEs at the same time, after six years at PwC and a finance manager role. I took a sabbatical in 2019 to "
            "care for my grandmother.")
    rule_heading(d, "Experience", "000000", 11)
    jobs = [
        ("Part-time Financial Controller", "Kopi Kakis Pte Ltd (F&B group, 9 outlets)", "Jan. 2022 to date",
         ["Monthly close, management accounts and cash-flow forecasting in Xero; GST filing with IRAS.",
          "Set up outlet-level P&L reporting; food cost down 3 points in a year."]),
        ("Part-time Finance Manager", "GreenLeaf Logistics Pte Ltd", "Jun. 2021 to date",
         ["Two days a week: statutory reporting under SFRS(I), audit liaison, budgeting and bank facilities."]),
        ("Finance Manager", "Harbourfront Interiors Pte Ltd", "Jan. 2020 to May 2021",
         ["Led a team of 3; moved the company from spreadsheets to SAP Business One; COVID-19 Jobs Support Scheme claims."]),
        ("Sabbatical", "", "Mar 2019 – Dec 2019", ["Family care and travel."]),
        ("Senior Associate, Assurance", "PricewaterhouseCoopers LLP, Singapore", "Jan 2016 - Feb 2019",
         ["In-charge senior on audits of listed property and logistics groups; supervised teams of up to 6."]),
        ("Associate, Assurance", "PricewaterhouseCoopers LLP, Singapore", "Aug 2013 - Dec 2015",
         ["Audit fieldwork for SMEs and MNC subsidiaries."]),
    ]
    for title, org, when, bl in jobs:
        tabbed(d, title + (", " + org if org else ""), when, W)
        for b in bl:
            bullet(d, b)
    rule_heading(d, "Education", "000000", 11)
    tabbed(d, "Bachelor of Accountancy (Honours), Nanyang Technological University", "2013", W, bold=False)
    rule_heading(d, "Professional qualifications", "000000", 11)
    para(d, "Chartered Accountant of Singapore — CA (Singapore), ISCA, 2017")
    rule_heading(d, "Skills", "000000", 11)
    para(d, "Financial reporting (SFRS(I)) · Management reporting · Budgeting · Cash-flow forecasting · GST · Audit · Xero · "
            "SAP Business One · Excel (Power Query) · Mandarin and English")
    d.save(os.path.join(OUT, "26-fractional-controller-sabbatical-sg.docx"))


# --------------------------------------------------------------------------------------------------------------
def f27():
    d = new_doc("Calibri", 10.5, 2.0)
    sec = d.sections[0]
    hp = sec.header.paragraphs[0]
    hp.text = ""
    r = hp.add_run("Megan Pryce-Evans")
    r.bold = True
    r.font.size = Pt(16)
    hp2 = sec.header.add_paragraph("Cardiff  ·  029 2018 0956  ·  megan.pryce.evans@example.co.uk  ·  github.com/meganpe-example")
    hp2.runs[0].font.size = Pt(9)
    para(d, "Software Developer (C# / .NET) — returning after a career break", bold=True, size=12, space_after=6)
    para(d, "Developer with six years' commercial experience before a career break to look after my children (2018–22). "
            "Back since October 2022 through Admiral's returner programme, now a permanent member of a claims team. I write "
            "well-tested C# and TypeScript and I am comfortable owning features end to end.")
    d.add_heading("Relevant experience", level=1)
    jobs = [
        ("Software Developer (returner programme, made permanent 2023)", "Admiral Group, Cardiff", "Oct 2022 – present",
         ["Build claims-handling services in C#/.NET 8 and Azure Functions; React front ends in TypeScript.",
          "Added contract tests with xUnit and Pact; production incidents on our services down by half."]),
        ("Volunteer Web Developer", "Cardiff Foodbank", "2021–22",
         ["Built the volunteer rota web app (ASP.NET Core, SQL Server) still used by 200 volunteers."]),
        ("Software Developer", "GoCompare, Newport", "2014–18",
         ["Price-comparison journeys for car and home insurance in C#, SQL Server and JavaScript; A/B testing."]),
        ("Graduate Developer", "Legal & General, Cardiff", "2012–14",
         ["Two-year graduate scheme: pension administration systems, .NET and SQL; rotations in testing and support."]),
    ]
    for title, org, when, bl in jobs:
        p = d.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(Cm(17.0), WD_TAB_ALIGNMENT.RIGHT)
        runs(p, (title, True, False), (" — " + org, False, False), ("\t" + when, False, True))
        p.paragraph_format.space_after = Pt(0)
        for b in bl:
            bullet(d, b)
    para(d, "Career break 2018–2022: full-time parent; completed AWS and Azure certifications in 2022.", italic=True)
    d.add_heading("Other experience", level=1)
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(17.0), WD_TAB_ALIGNMENT.RIGHT)
    runs(p, ("Sales Assistant (part-time, during university)", True, False), (" — Marks & Spencer, Cardiff", False, False),
         ("\t2008–2012", False, True))
    d.add_heading("Education", level=1)
    para(d, "BSc Computer Science (2:1), Cardiff University, 2012")
    d.add_heading("Certifications", level=1)
    bullet(d, "AWS Certified Developer – Associate (2022)")
    bullet(d, "Microsoft Certified: Azure Fundamentals (AZ-900) (2022)")
    d.add_heading("Technical skills", level=1)
    para(d, "C#, .NET, ASP.NET Core, SQL Server, Azure (Functions, Service Bus), Azure DevOps, TypeScript, React, Git, xUnit, "
            "Agile / Scrum")
    d.save(os.path.join(OUT, "27-career-break-contact-in-header-uk.docx"))


# --------------------------------------------------------------------------------------------------------------
def f28():
    d = new_doc("Arial", 10, 1.8)
    para(d, "Darragh Fitzgerald", bold=True, size=20, space_after=0)
    para(d, "Ballincollig, Co. Cork  ·  +353 21 555 0192  ·  darragh.fitz@example.ie  ·  Teaching Council Reg. (Route 2)",
         size=9.5, space_after=8)
    rule_heading(d, "Profile", "0B6E4F", 11)
    para(d, "Mathematics and Applied Maths teacher who spent eleven years as a civil engineer, the last seven as a "
            "chartered engineer with Arup. I bring real bridges and real budgets into the maths classroom.")

    def job_table(rows):
        t = d.add_table(rows=0, cols=2)
        no_borders(t)
        for title, org, when, bl in rows:
            c = t.add_row().cells
            p = first_par(c[0])
            runs(p, (title, True, False))
            para(c[0], org, italic=True, space_after=1)
            for b in bl:
                bullet(c[0], b)
            p2 = first_par(c[1])
            runs(p2, (when, True, False))
            p2.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        set_widths(t, [13.4, 4.0])

    rule_heading(d, "Teaching experience", "0B6E4F", 11)
    job_table([
        ("Teacher of Mathematics & Applied Maths (fixed-term, full-time)", "Coláiste Chríost Rí, Cork", "Aug 2024 – Present",
         ["Leaving Certificate Higher Level Maths and Applied Maths; Junior Cycle Maths to four class groups.",
          "Set up the school's Applied Maths programme and a lunchtime maths clinic."]),
        ("School Placement (PME)", "Presentation Brothers College, Cork", "Sept 2023 – May 2024",
         ["Final-year placement: Junior and Senior Cycle Maths; planned and taught 12 lessons a week."]),
        ("Substitute Teacher (part-time)", "Bishopstown Community School, Cork", "Jan 2023 – May 2023",
         ["Maths and Technical Graphics cover, 10 hours a week."]),
    ])
    rule_heading(d, "Engineering experience", "0B6E4F", 11)
    job_table([
        ("Freelance Structural Designer (evenings, self-employed)", "Fitzgerald Design, Cork", "Aug 2022 – Jun 2024",
         ["Structural calculations and drawings for house extensions to Eurocodes; 30 projects while retraining."]),
        ("Senior Engineer (Chartered)", "Arup, Cork", "Mar 2015 – Jul 2022",
         ["Bridge and road design for Transport Infrastructure Ireland schemes; led teams of up to 8 engineers.",
          "Managed design budgets up to €1.5m and client relationships with two county councils."]),
        ("Graduate Engineer", "RPS Group, Dublin", "Sep 2011 – Feb 2015",
         ["Drainage and road design in AutoCAD Civil 3D; site supervision on the N7 upgrade."]),
    ])
    rule_heading(d, "Education", "0B6E4F", 11)
    bullet(d, "Professional Master of Education (PME), Mathematics — University College Cork, 2024")
    bullet(d, "BE Civil Engineering (First Class Honours) — University College Cork, 2011")
    rule_heading(d, "Professional registration", "0B6E4F", 11)
    bullet(d, "Chartered Engineer (CEng MIEI), Engineers Ireland, 2016")
    bullet(d, "Registered teacher, Teaching Council of Ireland, 2024")
    rule_heading(d, "Skills", "0B6E4F", 11)
    para(d, "Teaching: differentiated instruction, classroom management, assessment for learning, Microsoft Teams and "
            "OneNote Class Notebook, GeoGebra")
    para(d, "Engineering: structural design (Eurocodes), AutoCAD, Civil 3D, project management, site supervision")
    d.save(os.path.join(OUT, "28-engineer-to-maths-teacher-ie.docx"))


if __name__ == "__main__":
    for f in (f21, f22, f23, f24, f25, f26, f27, f28):
        f()
    print("ok")
